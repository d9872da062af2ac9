// Being built (issue 24): one service ticket in the desk.
export function TicketDetail(_props: { id: string; now: () => Date }) {
  return <h2 className="h4">Ticket</h2>;
}
