/** The cache keys of the portal's reads (src/lib/query-cache.ts), one place for pages and writes. */
export const myEquipmentKey = (uid: string): string => `client-portal/my-equipment/${uid}`;
export const equipmentKey = (id: string): string => `client-portal/equipment/${id}`;
export const readingsKey = (id: string): string => `client-portal/readings/${id}`;
export const myTicketsKey = (uid: string): string => `client-portal/my-tickets/${uid}`;
export const repliesKey = (ticketId: string): string => `client-portal/replies/${ticketId}`;
