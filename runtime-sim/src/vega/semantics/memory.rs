//! Semantics of the memory instructions: scalar memory (SMEM), LDS/GDS (DS) and vector
//! memory (MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH, MIMG), as [`Sem`] kinds the machine executes.

use super::{AtomicOp, DsKind, Sem, VmKind};
use gcn_isa::{op, Op};

pub(super) fn smem(op: Op) -> Option<Sem> {
    Some(match op {
        op::S_LOAD_DWORD => Sem::Smem {
            dwords: 1,
            buffer: false,
        },
        op::S_LOAD_DWORDX2 => Sem::Smem {
            dwords: 2,
            buffer: false,
        },
        op::S_LOAD_DWORDX4 => Sem::Smem {
            dwords: 4,
            buffer: false,
        },
        op::S_LOAD_DWORDX8 => Sem::Smem {
            dwords: 8,
            buffer: false,
        },
        op::S_LOAD_DWORDX16 => Sem::Smem {
            dwords: 16,
            buffer: false,
        },
        op::S_BUFFER_LOAD_DWORD => Sem::Smem {
            dwords: 1,
            buffer: true,
        },
        op::S_BUFFER_LOAD_DWORDX2 => Sem::Smem {
            dwords: 2,
            buffer: true,
        },
        op::S_BUFFER_LOAD_DWORDX4 => Sem::Smem {
            dwords: 4,
            buffer: true,
        },
        op::S_BUFFER_LOAD_DWORDX8 => Sem::Smem {
            dwords: 8,
            buffer: true,
        },
        op::S_BUFFER_LOAD_DWORDX16 => Sem::Smem {
            dwords: 16,
            buffer: true,
        },
        _ => return None,
    })
}

pub(super) fn ds(op: Op) -> Option<Sem> {
    Some(match op {
        op::DS_ADD_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Add,
            rtn: false,
        }),
        op::DS_SUB_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Sub,
            rtn: false,
        }),
        op::DS_RSUB_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Rsub,
            rtn: false,
        }),
        op::DS_INC_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Inc,
            rtn: false,
        }),
        op::DS_DEC_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Dec,
            rtn: false,
        }),
        op::DS_MIN_I32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Smin,
            rtn: false,
        }),
        op::DS_MAX_I32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Smax,
            rtn: false,
        }),
        op::DS_MIN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Umin,
            rtn: false,
        }),
        op::DS_MAX_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Umax,
            rtn: false,
        }),
        op::DS_AND_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::And,
            rtn: false,
        }),
        op::DS_OR_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Or,
            rtn: false,
        }),
        op::DS_XOR_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Xor,
            rtn: false,
        }),
        op::DS_WRITE_B32 => Sem::Ds(DsKind::Write { bytes: 4 }),
        op::DS_WRITE2_B32 => Sem::Ds(DsKind::Write2 {
            dwords: 1,
            st64: false,
        }),
        op::DS_WRITE2ST64_B32 => Sem::Ds(DsKind::Write2 {
            dwords: 1,
            st64: true,
        }),
        op::DS_CMPST_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Cmpswap,
            rtn: false,
        }),
        op::DS_WRITE_B8 => Sem::Ds(DsKind::Write { bytes: 1 }),
        op::DS_WRITE_B16 => Sem::Ds(DsKind::Write { bytes: 2 }),
        op::DS_ADD_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Add,
            rtn: true,
        }),
        op::DS_SUB_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Sub,
            rtn: true,
        }),
        op::DS_RSUB_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Rsub,
            rtn: true,
        }),
        op::DS_INC_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Inc,
            rtn: true,
        }),
        op::DS_DEC_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Dec,
            rtn: true,
        }),
        op::DS_MIN_RTN_I32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Smin,
            rtn: true,
        }),
        op::DS_MAX_RTN_I32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Smax,
            rtn: true,
        }),
        op::DS_MIN_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Umin,
            rtn: true,
        }),
        op::DS_MAX_RTN_U32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Umax,
            rtn: true,
        }),
        op::DS_AND_RTN_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::And,
            rtn: true,
        }),
        op::DS_OR_RTN_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Or,
            rtn: true,
        }),
        op::DS_XOR_RTN_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Xor,
            rtn: true,
        }),
        op::DS_WRXCHG_RTN_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Swap,
            rtn: true,
        }),
        op::DS_CMPST_RTN_B32 => Sem::Ds(DsKind::Atomic {
            op: AtomicOp::Cmpswap,
            rtn: true,
        }),
        op::DS_READ_B32 => Sem::Ds(DsKind::Read {
            bytes: 4,
            signed: false,
        }),
        op::DS_READ2_B32 => Sem::Ds(DsKind::Read2 {
            dwords: 1,
            st64: false,
        }),
        op::DS_READ2ST64_B32 => Sem::Ds(DsKind::Read2 {
            dwords: 1,
            st64: true,
        }),
        op::DS_READ_I8 => Sem::Ds(DsKind::Read {
            bytes: 1,
            signed: true,
        }),
        op::DS_READ_U8 => Sem::Ds(DsKind::Read {
            bytes: 1,
            signed: false,
        }),
        op::DS_READ_I16 => Sem::Ds(DsKind::Read {
            bytes: 2,
            signed: true,
        }),
        op::DS_READ_U16 => Sem::Ds(DsKind::Read {
            bytes: 2,
            signed: false,
        }),
        op::DS_WRITE_B64 => Sem::Ds(DsKind::Write { bytes: 8 }),
        op::DS_WRITE2_B64 => Sem::Ds(DsKind::Write2 {
            dwords: 2,
            st64: false,
        }),
        op::DS_WRITE2ST64_B64 => Sem::Ds(DsKind::Write2 {
            dwords: 2,
            st64: true,
        }),
        op::DS_READ_B64 => Sem::Ds(DsKind::Read {
            bytes: 8,
            signed: false,
        }),
        op::DS_READ2_B64 => Sem::Ds(DsKind::Read2 {
            dwords: 2,
            st64: false,
        }),
        op::DS_READ2ST64_B64 => Sem::Ds(DsKind::Read2 {
            dwords: 2,
            st64: true,
        }),
        op::DS_WRITE_B96 => Sem::Ds(DsKind::Write { bytes: 12 }),
        op::DS_WRITE_B128 => Sem::Ds(DsKind::Write { bytes: 16 }),
        op::DS_READ_B96 => Sem::Ds(DsKind::Read {
            bytes: 12,
            signed: false,
        }),
        op::DS_READ_B128 => Sem::Ds(DsKind::Read {
            bytes: 16,
            signed: false,
        }),
        _ => return None,
    })
}

pub(super) fn vmem(op: Op) -> Option<Sem> {
    Some(match op {
        op::BUFFER_LOAD_UBYTE
        | op::FLAT_LOAD_UBYTE
        | op::GLOBAL_LOAD_UBYTE
        | op::SCRATCH_LOAD_UBYTE => Sem::Vmem(VmKind::Load {
            bytes: 1,
            signed: false,
        }),
        op::BUFFER_LOAD_SBYTE
        | op::FLAT_LOAD_SBYTE
        | op::GLOBAL_LOAD_SBYTE
        | op::SCRATCH_LOAD_SBYTE => Sem::Vmem(VmKind::Load {
            bytes: 1,
            signed: true,
        }),
        op::BUFFER_LOAD_USHORT
        | op::FLAT_LOAD_USHORT
        | op::GLOBAL_LOAD_USHORT
        | op::SCRATCH_LOAD_USHORT => Sem::Vmem(VmKind::Load {
            bytes: 2,
            signed: false,
        }),
        op::BUFFER_LOAD_SSHORT
        | op::FLAT_LOAD_SSHORT
        | op::GLOBAL_LOAD_SSHORT
        | op::SCRATCH_LOAD_SSHORT => Sem::Vmem(VmKind::Load {
            bytes: 2,
            signed: true,
        }),
        op::BUFFER_LOAD_DWORD
        | op::FLAT_LOAD_DWORD
        | op::GLOBAL_LOAD_DWORD
        | op::SCRATCH_LOAD_DWORD => Sem::Vmem(VmKind::Load {
            bytes: 4,
            signed: false,
        }),
        op::BUFFER_LOAD_DWORDX2
        | op::FLAT_LOAD_DWORDX2
        | op::GLOBAL_LOAD_DWORDX2
        | op::SCRATCH_LOAD_DWORDX2 => Sem::Vmem(VmKind::Load {
            bytes: 8,
            signed: false,
        }),
        op::BUFFER_LOAD_DWORDX3
        | op::FLAT_LOAD_DWORDX3
        | op::GLOBAL_LOAD_DWORDX3
        | op::SCRATCH_LOAD_DWORDX3 => Sem::Vmem(VmKind::Load {
            bytes: 12,
            signed: false,
        }),
        op::BUFFER_LOAD_DWORDX4
        | op::FLAT_LOAD_DWORDX4
        | op::GLOBAL_LOAD_DWORDX4
        | op::SCRATCH_LOAD_DWORDX4 => Sem::Vmem(VmKind::Load {
            bytes: 16,
            signed: false,
        }),
        op::BUFFER_STORE_BYTE
        | op::FLAT_STORE_BYTE
        | op::GLOBAL_STORE_BYTE
        | op::SCRATCH_STORE_BYTE => Sem::Vmem(VmKind::Store { bytes: 1 }),
        op::BUFFER_STORE_SHORT
        | op::FLAT_STORE_SHORT
        | op::GLOBAL_STORE_SHORT
        | op::SCRATCH_STORE_SHORT => Sem::Vmem(VmKind::Store { bytes: 2 }),
        op::BUFFER_STORE_DWORD
        | op::FLAT_STORE_DWORD
        | op::GLOBAL_STORE_DWORD
        | op::SCRATCH_STORE_DWORD => Sem::Vmem(VmKind::Store { bytes: 4 }),
        op::BUFFER_STORE_DWORDX2
        | op::FLAT_STORE_DWORDX2
        | op::GLOBAL_STORE_DWORDX2
        | op::SCRATCH_STORE_DWORDX2 => Sem::Vmem(VmKind::Store { bytes: 8 }),
        op::BUFFER_STORE_DWORDX3
        | op::FLAT_STORE_DWORDX3
        | op::GLOBAL_STORE_DWORDX3
        | op::SCRATCH_STORE_DWORDX3 => Sem::Vmem(VmKind::Store { bytes: 12 }),
        op::BUFFER_STORE_DWORDX4
        | op::FLAT_STORE_DWORDX4
        | op::GLOBAL_STORE_DWORDX4
        | op::SCRATCH_STORE_DWORDX4 => Sem::Vmem(VmKind::Store { bytes: 16 }),
        op::BUFFER_ATOMIC_SWAP | op::FLAT_ATOMIC_SWAP | op::GLOBAL_ATOMIC_SWAP => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Swap,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_CMPSWAP | op::FLAT_ATOMIC_CMPSWAP | op::GLOBAL_ATOMIC_CMPSWAP => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Cmpswap,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_ADD | op::FLAT_ATOMIC_ADD | op::GLOBAL_ATOMIC_ADD => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Add,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_SUB | op::FLAT_ATOMIC_SUB | op::GLOBAL_ATOMIC_SUB => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Sub,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_SMIN | op::FLAT_ATOMIC_SMIN | op::GLOBAL_ATOMIC_SMIN => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Smin,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_UMIN | op::FLAT_ATOMIC_UMIN | op::GLOBAL_ATOMIC_UMIN => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Umin,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_SMAX | op::FLAT_ATOMIC_SMAX | op::GLOBAL_ATOMIC_SMAX => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Smax,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_UMAX | op::FLAT_ATOMIC_UMAX | op::GLOBAL_ATOMIC_UMAX => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Umax,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_AND | op::FLAT_ATOMIC_AND | op::GLOBAL_ATOMIC_AND => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::And,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_OR | op::FLAT_ATOMIC_OR | op::GLOBAL_ATOMIC_OR => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Or,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_XOR | op::FLAT_ATOMIC_XOR | op::GLOBAL_ATOMIC_XOR => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Xor,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_INC | op::FLAT_ATOMIC_INC | op::GLOBAL_ATOMIC_INC => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Inc,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_DEC | op::FLAT_ATOMIC_DEC | op::GLOBAL_ATOMIC_DEC => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Dec,
                dwords: 1,
            })
        }
        op::BUFFER_ATOMIC_SWAP_X2 | op::FLAT_ATOMIC_SWAP_X2 | op::GLOBAL_ATOMIC_SWAP_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Swap,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_CMPSWAP_X2
        | op::FLAT_ATOMIC_CMPSWAP_X2
        | op::GLOBAL_ATOMIC_CMPSWAP_X2 => Sem::Vmem(VmKind::Atomic {
            op: AtomicOp::Cmpswap,
            dwords: 2,
        }),
        op::BUFFER_ATOMIC_ADD_X2 | op::FLAT_ATOMIC_ADD_X2 | op::GLOBAL_ATOMIC_ADD_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Add,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_SUB_X2 | op::FLAT_ATOMIC_SUB_X2 | op::GLOBAL_ATOMIC_SUB_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Sub,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_SMIN_X2 | op::FLAT_ATOMIC_SMIN_X2 | op::GLOBAL_ATOMIC_SMIN_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Smin,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_UMIN_X2 | op::FLAT_ATOMIC_UMIN_X2 | op::GLOBAL_ATOMIC_UMIN_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Umin,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_SMAX_X2 | op::FLAT_ATOMIC_SMAX_X2 | op::GLOBAL_ATOMIC_SMAX_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Smax,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_UMAX_X2 | op::FLAT_ATOMIC_UMAX_X2 | op::GLOBAL_ATOMIC_UMAX_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Umax,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_AND_X2 | op::FLAT_ATOMIC_AND_X2 | op::GLOBAL_ATOMIC_AND_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::And,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_OR_X2 | op::FLAT_ATOMIC_OR_X2 | op::GLOBAL_ATOMIC_OR_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Or,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_XOR_X2 | op::FLAT_ATOMIC_XOR_X2 | op::GLOBAL_ATOMIC_XOR_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Xor,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_INC_X2 | op::FLAT_ATOMIC_INC_X2 | op::GLOBAL_ATOMIC_INC_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Inc,
                dwords: 2,
            })
        }
        op::BUFFER_ATOMIC_DEC_X2 | op::FLAT_ATOMIC_DEC_X2 | op::GLOBAL_ATOMIC_DEC_X2 => {
            Sem::Vmem(VmKind::Atomic {
                op: AtomicOp::Dec,
                dwords: 2,
            })
        }
        _ => return None,
    })
}
