/**
 * SNMP printer simulator for the tests and the bench: net-snmp's Agent serving, on a 127.x
 * address and port, a printer's system group, hrDeviceDescr, Printer-MIB serial
 * (prtGeneralSerialNumber), life count (prtMarkerLifeCount), supplies table and any brand
 * (enterprise) OIDs. Each instance OID gets a read-only scalar provider registered at its parent,
 * so any OID shape (x.0, x.1.1, a table cell) can be served without modelling every MIB table
 * (this uses Mib.addProviderToNode, which net-snmp 3 has but does not document).
 */
import snmp, { type Agent } from 'net-snmp';

export interface SimSupply {
  description: string;
  max: number;
  level: number;
}

export interface SimValue {
  type: 'Integer' | 'Counter' | 'Gauge' | 'OctetString' | 'OID';
  value: number | string | Buffer;
}

export interface SimPrinter {
  address: string;
  port: number;
  community?: string;
  /** An SNMP v3 user the agent accepts (authPriv with SHA/AES when keys are given). */
  v3User?: { name: string; authKey?: string; privKey?: string };
  sysObjectID: string;
  sysDescr: string;
  model: string;
  serial: string;
  total: number;
  supplies: SimSupply[];
  /** Brand OIDs (instance OIDs) and their values. */
  extra?: Record<string, SimValue>;
}

export interface RunningPrinter {
  /** Changes a served value (e.g. the total counter or a supply level). */
  set(oid: string, value: SimValue): void;
  close(): Promise<void>;
}

export const PRT = {
  serial: '1.3.6.1.2.1.43.5.1.1.17.1',
  lifeCount: '1.3.6.1.2.1.43.10.2.1.4.1.1',
  supplyDescription: (i: number) => `1.3.6.1.2.1.43.11.1.1.6.1.${i}`,
  supplyMax: (i: number) => `1.3.6.1.2.1.43.11.1.1.8.1.${i}`,
  supplyLevel: (i: number) => `1.3.6.1.2.1.43.11.1.1.9.1.${i}`,
};

let providerCount = 0;

export function startPrinter(printer: SimPrinter): Promise<RunningPrinter> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const agent: Agent = snmp.createAgent(
      {
        port: printer.port,
        address: printer.address,
        transport: 'udp4',
        disableAuthorization: false,
      },
      (error) => {
        // Errors for requests the agent refuses (wrong community) are expected: ignore them.
        if (error && !settled) {
          settled = true;
          reject(error);
        }
      },
    );
    const authorizer = agent.getAuthorizer();
    authorizer.addCommunity(printer.community ?? 'public');
    if (printer.v3User) {
      const { name, authKey, privKey } = printer.v3User;
      authorizer.addUser({
        name,
        level: privKey
          ? snmp.SecurityLevel.authPriv
          : authKey
            ? snmp.SecurityLevel.authNoPriv
            : snmp.SecurityLevel.noAuthNoPriv,
        ...(authKey ? { authProtocol: snmp.AuthProtocols.sha, authKey } : {}),
        ...(privKey ? { privProtocol: snmp.PrivProtocols.aes, privKey } : {}),
      });
    }
    const mib = agent.getMib();
    const parents = new Set<string>();
    const set = (oid: string, { type, value }: SimValue) => {
      const parent = oid.slice(0, oid.lastIndexOf('.'));
      if (!parents.has(parent)) {
        parents.add(parent);
        const provider = {
          name: `sim${providerCount++}`,
          type: snmp.MibProviderType.Scalar,
          oid: parent,
          scalarType: snmp.ObjectType[type],
          maxAccess: snmp.MaxAccess['read-only'],
        };
        mib.registerProvider(provider);
        // setScalarValue would attach it too, but would also add a ".0" instance under it.
        mib.addProviderToNode(provider);
      }
      const node = mib.addNodesForOid(oid);
      node.valueType = snmp.ObjectType[type] as number;
      node.value = typeof value === 'string' && type === 'OctetString' ? Buffer.from(value) : value;
    };
    set('1.3.6.1.2.1.1.1.0', { type: 'OctetString', value: printer.sysDescr });
    set('1.3.6.1.2.1.1.2.0', { type: 'OID', value: printer.sysObjectID });
    set('1.3.6.1.2.1.25.3.2.1.3.1', { type: 'OctetString', value: printer.model });
    set(PRT.serial, { type: 'OctetString', value: printer.serial });
    set(PRT.lifeCount, { type: 'Counter', value: printer.total });
    printer.supplies.forEach((supply, i) => {
      set(PRT.supplyDescription(i + 1), { type: 'OctetString', value: supply.description });
      set(PRT.supplyMax(i + 1), { type: 'Integer', value: supply.max });
      set(PRT.supplyLevel(i + 1), { type: 'Integer', value: supply.level });
    });
    for (const [oid, value] of Object.entries(printer.extra ?? {})) set(oid, value);
    const running: RunningPrinter = {
      set,
      close: () => new Promise((done) => agent.close(() => done())),
    };
    // The socket binds synchronously enough; give the event loop one turn for a bind error.
    setTimeout(() => {
      if (settled) return;
      settled = true;
      resolve(running);
    }, 20);
  });
}

/** A colour Kyocera (enterprise 1347) with its KYOCERA-MIB B/N and colour counters. */
export function kyoceraColor(address: string, port: number): SimPrinter {
  return {
    address,
    port,
    sysObjectID: '1.3.6.1.4.1.1347.41',
    sysDescr: 'KYOCERA Document Solutions Printing System',
    model: 'ECOSYS M6630cidn',
    serial: 'VCF9X00001',
    total: 15230,
    supplies: [
      { description: 'TK-5280K Black Toner', max: 100, level: 64 },
      { description: 'TK-5280C Cyan Toner', max: 100, level: 40 },
      { description: 'TK-5280M Magenta Toner', max: 100, level: -3 },
      { description: 'TK-5280Y Yellow Toner', max: 100, level: 12 },
      { description: 'Waste Toner Box', max: -2, level: -2 },
    ],
    extra: {
      // printer B/N, copier B/N, fax B/N; printer colour, copier colour.
      '1.3.6.1.4.1.1347.42.3.1.2.1.1.1.1': { type: 'Counter', value: 8000 },
      '1.3.6.1.4.1.1347.42.3.1.2.1.1.2.1': { type: 'Counter', value: 1200 },
      '1.3.6.1.4.1.1347.42.3.1.2.1.1.4.1': { type: 'Counter', value: 30 },
      '1.3.6.1.4.1.1347.42.3.1.2.1.1.1.3': { type: 'Counter', value: 5000 },
      '1.3.6.1.4.1.1347.42.3.1.2.1.1.2.3': { type: 'Counter', value: 1000 },
    },
  };
}

/** A B/N HP LaserJet (enterprise 11) with one black cartridge and a mono counter. */
export function hpMono(address: string, port: number): SimPrinter {
  return {
    address,
    port,
    sysObjectID: '1.3.6.1.4.1.11.2.3.9.1',
    sysDescr: 'HP ETHERNET MULTI-ENVIRONMENT',
    model: 'HP LaserJet Pro M404dn',
    serial: 'PHBBK12345',
    total: 48211,
    supplies: [{ description: 'Black Cartridge HP CF259A', max: 3000, level: 750 }],
    extra: {
      '1.3.6.1.4.1.11.2.3.9.4.2.1.4.1.2.6.0': { type: 'Counter', value: 48100 },
    },
  };
}
