/**
 * Placeholders of software strings, kept whole like tags: {0} {name} {{x}} ${name} %s %1$s %-5.2f %%.
 */
export const placeholderPattern =
  /\{\{[^{}]*\}\}|\$\{[^{}]*\}|\{[\p{L}\p{N}_.]+\}|%(?:\d+\$)?[-+0#]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGaAcspn@%]/gu;
