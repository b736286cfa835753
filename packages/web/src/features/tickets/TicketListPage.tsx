import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { DEFAULT_PAGE_SIZE, format, webMessages, type Ticket } from '@tessera/contracts';
import { messageOf } from '../../api/http';
import { useTicketsQuery } from '../../api/tickets';
import { InfoLink } from '../../components/InfoLink';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollow } from '../../components/useFollow';

function columns(formatDateTime: (value: string) => string): TableProps.ColumnDefinition<Ticket>[] {
  return [
    { id: 'id', header: 'ID', cell: (ticket) => ticket.id, width: 80 },
    { id: 'subject', header: 'Subject', cell: (ticket) => ticket.subject },
    { id: 'problemType', header: 'Problem type', cell: (ticket) => ticket.problemType },
    {
      id: 'status',
      header: 'Status',
      cell: (ticket) => (
        <StatusIndicator type={ticket.status === 'OPEN' ? 'pending' : 'stopped'}>
          {ticket.status === 'OPEN' ? 'Open' : 'Closed'}
        </StatusIndicator>
      ),
    },
    { id: 'projectName', header: 'Project', cell: (ticket) => ticket.projectName || '-' },
    { id: 'dateCreated', header: 'Created', cell: (ticket) => formatDateTime(ticket.dateCreated) },
    { id: 'createdBy', header: 'Created by', cell: (ticket) => ticket.createdBy.userName },
  ];
}

/** /web/tickets/list: the organization's support tickets, newest first. */
export default function TicketListPage() {
  const tickets = useTicketsQuery();
  const { formatDateTime } = useDates();
  const follow = useFollow();
  useDocumentTitle('Tickets');
  const empty = (
    <Box textAlign="center" color="inherit">
      {tickets.isError
        ? format(webMessages.loadFailed, { what: 'tickets', error: messageOf(tickets.error) })
        : webMessages.noTickets}
    </Box>
  );
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } =
    useCollection(tickets.data ?? [], {
      filtering: { empty, noMatch: <Box textAlign="center">{webMessages.noTickets}</Box> },
      pagination: { pageSize: DEFAULT_PAGE_SIZE },
    });
  return (
    <Table
      {...collectionProps}
      variant="full-page"
      items={items}
      columnDefinitions={columns(formatDateTime)}
      loading={tickets.isPending}
      loadingText="Loading tickets"
      empty={empty}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={tickets.data ? `(${tickets.data.length})` : undefined}
          info={<InfoLink />}
          actions={
            <Button variant="primary" href="/web/tickets/list/createTicket" onFollow={follow}>
              Create ticket
            </Button>
          }
        >
          Tickets
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder="Find tickets"
          countText={`${filteredItemsCount ?? 0} matches`}
        />
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
