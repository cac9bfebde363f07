import type { RaRecord } from 'react-admin';

// GET /api/v1/admin/proposals (docs/api.md, "Four eyes"): a change of a control waiting for, or decided
// by, a second staff member.
export type Proposal = RaRecord & {
  service: string;
  setting: string;
  setting_id: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'withdrawn';
  fields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  proposer_id: string;
  proposer_name: string;
  proposed_at: string;
  confirm_roles: string[];
  decided_by: string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
  decided_at: string | null;
  // Once confirmed: due until the change is in force (a crash in between is settled when the service
  // starts again; confirming a due one again applies it), then applied; lapsed when the setting moved
  // to a third value before it could apply.
  application: 'due' | 'applied' | 'lapsed' | 'unrecorded' | null;
  applied_at: string | null;
  applied_on_recovery: boolean;
  lapsed_fields: string[];
};
