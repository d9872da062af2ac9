/**
 * Minimal type declarations for the parts of `net-snmp` (CommonJS, no bundled types) that the
 * collector and its test simulator use. See node_modules/net-snmp/README.md for the full API.
 */
declare module 'net-snmp' {
  namespace snmp {
    interface Varbind {
      oid: string;
      type: number;
      value: unknown;
    }
    interface SessionOptions {
      port?: number;
      retries?: number;
      timeout?: number;
      version?: number;
      transport?: 'udp4' | 'udp6';
    }
    interface User {
      name: string;
      level: number;
      authProtocol?: number;
      authKey?: string;
      privProtocol?: number;
      privKey?: string;
    }
    interface Session {
      get(oids: string[], callback: (error: Error | null, varbinds: Varbind[]) => void): void;
      subtree(
        oid: string,
        maxRepetitions: number,
        feed: (varbinds: Varbind[]) => boolean | void,
        done: (error: Error | null) => void,
      ): void;
      close(): void;
      on(event: 'error', listener: (error: Error) => void): void;
    }
    interface MibNode {
      value: unknown;
      valueType: number;
    }
    interface Mib {
      registerProvider(provider: Record<string, unknown>): void;
      /** Undocumented: attaches a registered provider to its node in the tree. */
      addProviderToNode(provider: Record<string, unknown>): MibNode;
      setScalarValue(name: string, value: unknown): void;
      addNodesForOid(oid: string): MibNode;
      lookup(oid: string): MibNode | null;
    }
    interface Authorizer {
      addCommunity(community: string): void;
      addUser(user: User): void;
    }
    interface Agent {
      getMib(): Mib;
      getAuthorizer(): Authorizer;
      close(callback?: () => void): void;
    }
  }
  const snmp: {
    Version1: number;
    Version2c: number;
    Version3: number;
    ObjectType: Record<string, number>;
    SecurityLevel: { noAuthNoPriv: number; authNoPriv: number; authPriv: number };
    AuthProtocols: Record<string, number>;
    PrivProtocols: Record<string, number>;
    MibProviderType: { Scalar: number; Table: number };
    MaxAccess: Record<string, number>;
    createSession(target: string, community: string, options?: snmp.SessionOptions): snmp.Session;
    createV3Session(target: string, user: snmp.User, options?: snmp.SessionOptions): snmp.Session;
    createAgent(
      options: Record<string, unknown>,
      callback: (error: Error | null, data: unknown) => void,
    ): snmp.Agent;
    isVarbindError(varbind: snmp.Varbind): boolean;
  };
  export default snmp;
  export type Varbind = snmp.Varbind;
  export type Session = snmp.Session;
  export type User = snmp.User;
  export type Agent = snmp.Agent;
}
