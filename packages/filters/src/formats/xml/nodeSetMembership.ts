/** The part of xpath's node set that adding a node touches. */
interface NodeSet {
  nodes: Node[];
  tree: unknown;
  size: number;
  members?: Set<Node>;
}

interface NodeSetClass {
  prototype: { add(this: NodeSet, node: Node): void; init(this: NodeSet): void };
}

/**
 * Makes xpath's XNodeSet.add look a node up in a Set instead of comparing it with every node the
 * set holds: each path's result is added node by node, so `//text` over 100,000 elements spent
 * 1.8 s of its 4.2 s in that loop, growing with the square of the matches. add and init are the
 * only writers of `nodes` in xpath 0.0.34; both are replaced here, keeping what they did.
 */
export function installNodeSetMembership(XNodeSet: NodeSetClass): void {
  XNodeSet.prototype.init = function init() {
    this.tree = null;
    this.nodes = [];
    this.size = 0;
    this.members = new Set();
  };
  XNodeSet.prototype.add = function add(node) {
    const members = (this.members ??= new Set(this.nodes));
    if (members.has(node)) return;
    members.add(node);
    this.tree = null;
    this.nodes.push(node);
    this.size += 1;
  };
}
