export { TicketLookupPage } from './ticket-lookup-page';
