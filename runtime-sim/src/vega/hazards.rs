//! The rows of the Vega manual's "Manually Inserted Wait States (NOPs)" table that apply to
//! compute programs, checked before every instruction: a consumer issued with fewer wait states
//! after its producer than the row requires is a program error naming the row.
//!
//! All 16 rows are checked. Where the consumer is not executed by the machine (`s_sendmsg`,
//! `s_ttracedata`, GDS, `ds_*_addtid`, `*_lds` loads, VINTRP, `lds_direct`, `s_movrel*`,
//! `s_rfe*`), the check still runs before the instruction is reported unimplemented.

use gcn_isa::op;
use gcn_isa::table::{Field, Flags, Format, Kind};

use super::machine::Wave;
use super::program::{Decoded, Src, EXEC, M0, VCC};
use super::semantics::Sem;
use super::track::NEVER;
use super::VegaError;

/// One row of the wait-state table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// First instruction column.
    pub first: &'static str,
    /// Second instruction column.
    pub second: &'static str,
    /// Required wait states.
    pub wait: u64,
}

/// The rows, in the manual's order (vega-isa.txt L1116-1205).
pub const ROWS: [Row; 16] = [
    Row {
        first: "S_SETREG",
        second: "S_GETREG of the same register",
        wait: 2,
    },
    Row {
        first: "S_SETREG",
        second: "S_SETREG of the same register",
        wait: 2,
    },
    Row {
        first: "SET_VSKIP",
        second: "S_GETREG MODE",
        wait: 2,
    },
    Row {
        first: "S_SETREG MODE.vskip",
        second: "any vector op",
        wait: 2,
    },
    Row {
        first: "VALU that sets VCC or EXEC",
        second: "VALU that uses EXECZ or VCCZ as a data source",
        wait: 5,
    },
    Row {
        first: "VALU writes SGPR/VCC",
        second: "V_READLANE/V_WRITELANE using that SGPR/VCC as the lane select",
        wait: 4,
    },
    Row {
        first: "VALU writes VCC",
        second: "V_DIV_FMAS",
        wait: 4,
    },
    Row {
        first: "FLAT/BUFFER store of more than 64 bits or CMPSWAP_X2",
        second: "write of the VGPRs holding its data",
        wait: 1,
    },
    Row {
        first: "VALU writes SGPR",
        second: "VMEM reads that SGPR",
        wait: 5,
    },
    Row {
        first: "SALU writes M0",
        second: "GDS, S_SENDMSG or S_TTRACEDATA",
        wait: 1,
    },
    Row {
        first: "VALU writes VGPR",
        second: "VALU DPP reads that VGPR",
        wait: 2,
    },
    Row {
        first: "VALU writes EXEC",
        second: "VALU DPP op",
        wait: 5,
    },
    Row {
        first: "VALU writes VCC (by name or by its SGPR number)",
        second: "VALU reads VCC as a constant",
        wait: 1,
    },
    Row {
        first: "S_SETREG TRAPSTS",
        second: "RFE, RFE_restore",
        wait: 1,
    },
    Row {
        first: "SALU writes M0",
        second: "LDS add-TID, buffer/global/scratch with LDS = 1, VINTERP or LDS_direct",
        wait: 1,
    },
    Row {
        first: "SALU writes M0",
        second: "S_MOVEREL",
        wait: 1,
    },
];

/// Index of each row in [`ROWS`].
mod row {
    pub const SETREG_GETREG: usize = 0;
    pub const SETREG_SETREG: usize = 1;
    pub const SETVSKIP_GETREG: usize = 2;
    pub const VSKIP_VECTOR: usize = 3;
    pub const EXECZ_VCCZ: usize = 4;
    pub const LANE_SELECT: usize = 5;
    pub const DIV_FMAS: usize = 6;
    pub const WIDE_STORE: usize = 7;
    pub const VMEM_SGPR: usize = 8;
    pub const M0_GDS_MSG: usize = 9;
    pub const DPP_VGPR: usize = 10;
    pub const DPP_EXEC: usize = 11;
    pub const VCC_CONSTANT: usize = 12;
    pub const TRAPSTS_RFE: usize = 13;
    pub const M0_LDS: usize = 14;
    pub const M0_MOVREL: usize = 15;
}

/// MODE.vskip bit.
const VSKIP_BIT: u32 = 1 << 28;
/// Hardware register ids (manual, S_GETREG_B32).
const HW_MODE: u32 = 1;
const HW_TRAPSTS: u32 = 3;

fn violated(
    w: &Wave,
    d: &Decoded,
    pc: u64,
    r: usize,
    at: u64,
    producer: (&str, u64),
) -> Result<(), VegaError> {
    let Some(row) = ROWS.get(r) else {
        return Ok(());
    };
    match w.hz.since(at) {
        Some(got) if got < row.wait => Err(VegaError::Program {
            pc,
            mnemonic: d.name.to_string(),
            message: format!(
                "missing wait states: \"{} -> {}\" needs {}, got {got} after {} at pc {:#x}",
                row.first, row.second, row.wait, producer.0, producer.1
            ),
        }),
        _ => Ok(()),
    }
}

fn sregs(src: Src) -> std::ops::Range<usize> {
    match src {
        Src::S(f, n) => usize::from(f)..usize::from(f) + usize::from(n),
        _ => 0..0,
    }
}

/// What the wait-state rows need to know about one instruction, computed once at decode time
/// (so the per-instruction checks do no mnemonic work).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Consumer {
    /// `s_getreg_b32`.
    pub getreg: bool,
    /// `s_setreg_*`.
    pub setreg: bool,
    /// The hardware register id of `s_getreg`/`s_setreg` (64: none).
    pub hw_id: u32,
    /// `s_rfe*`.
    pub rfe: bool,
    /// A vector instruction (VALU, VMEM or DS).
    pub vector: bool,
    /// A VALU instruction.
    pub valu: bool,
    /// A VALU reading EXECZ or VCCZ as a data source.
    pub reads_execz_vccz: bool,
    /// `v_readlane`/`v_writelane`.
    pub lane_select: bool,
    /// `v_div_fmas_*`.
    pub div_fmas: bool,
    /// A DPP VALU.
    pub dpp: bool,
    /// A VALU reading VCC as a constant (not as a carry/mask operand).
    pub constant_vcc: bool,
    /// A vector memory instruction.
    pub vmem: bool,
    /// GDS, `s_sendmsg*` or `s_ttracedata`.
    pub gds_msg: bool,
    /// LDS add-TID, VMEM with LDS = 1, VINTRP or an `lds_direct` source.
    pub lds_m0: bool,
    /// `s_movrel*`.
    pub movrel: bool,
    /// A SALU instruction.
    pub salu: bool,
    /// A VALU that writes VCC implicitly (not through a VCC operand).
    pub implicit_vcc_write: bool,
    /// Data VGPRs of a store covered by the wide-store row.
    pub wide_store: Option<(u16, u8)>,
}

/// The consumer/producer facts of `d` (see [`Consumer`]).
pub fn consumer(d: &Decoded) -> Consumer {
    let reads = || d.slots.iter().filter(|s| !s.write);
    let valu = d.is_valu();
    let vcc = usize::from(VCC)..usize::from(VCC) + 2;
    Consumer {
        getreg: matches!(d.sem, Some(Sem::GetReg)),
        setreg: matches!(d.sem, Some(Sem::SetReg)),
        hw_id: match d.src(Field::Simm16) {
            Src::Imm(v) => v as u32 & 63,
            _ => 64,
        },
        rfe: matches!(d.inst.op, op::S_RFE_B64 | op::S_RFE_RESTORE_B64),
        vector: valu || d.is_vmem() || d.format == Format::Ds,
        valu,
        reads_execz_vccz: valu && reads().any(|s| matches!(s.src, Src::Vccz | Src::Execz)),
        lane_select: valu && matches!(d.sem, Some(Sem::Readlane | Sem::Writelane)),
        div_fmas: valu && matches!(d.sem, Some(Sem::DivFmas(_))),
        dpp: valu && d.is_dpp(),
        constant_vcc: valu
            && reads().any(|s| {
                matches!(s.field, Field::Src0 | Field::Src1 | Field::Src2)
                    && s.kind != Kind::Vcc
                    && sregs(s.src).any(|r| vcc.contains(&r))
            }),
        vmem: d.is_vmem(),
        gds_msg: (d.format == Format::Ds && d.inst.mem.gds)
            || matches!(
                d.inst.op,
                op::S_SENDMSG | op::S_SENDMSGHALT | op::S_TTRACEDATA
            ),
        lds_m0: matches!(d.inst.op, op::DS_READ_ADDTID_B32 | op::DS_WRITE_ADDTID_B32)
            || (d.is_vmem() && d.inst.mem.lds)
            || d.format == Format::Vintrp
            || reads().any(|s| {
                matches!(
                    d.inst.operands.first(),
                    Some(gcn_isa::Operand::Special(gcn_isa::SpecialReg::LdsDirect))
                ) && s.field == Field::Src0
            }),
        movrel: matches!(
            d.inst.op,
            op::S_MOVRELS_B32 | op::S_MOVRELS_B64 | op::S_MOVRELD_B32 | op::S_MOVRELD_B64
        ),
        salu: d.is_salu(),
        implicit_vcc_write: d.flags.contains(Flags::WRITES_VCC)
            && !d.slots.iter().any(|s| s.write && s.kind == Kind::Vcc),
        wide_store: wide_store_data(d),
    }
}

/// Checks every applicable row before `d` issues.
#[inline]
pub fn check(w: &Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let c = &d.consumer;
    let hz = &w.hz;
    if (c.getreg || c.setreg || c.rfe) && hz.setreg.0 != NEVER {
        check_setreg(w, d, pc)?;
    }
    if c.getreg && c.hw_id == HW_MODE {
        let p = ("s_setvskip", hz.setvskip.1);
        violated(w, d, pc, row::SETVSKIP_GETREG, hz.setvskip.0, p)?;
    }
    if c.vector && hz.setreg.1 == HW_MODE && hz.setreg.3 & VSKIP_BIT != 0 {
        let setreg_prod = ("s_setreg", hz.setreg.2);
        violated(w, d, pc, row::VSKIP_VECTOR, hz.setreg.0, setreg_prod)?;
    }
    if c.valu && (c.reads_execz_vccz || c.lane_select || c.div_fmas || c.dpp || c.constant_vcc) {
        check_valu(w, d, pc)?;
    }
    // Overwriting the data VGPRs of a wide store.
    let (at, first, n, name, spc) = hz.wide_store;
    if at != NEVER {
        let range = first..first + u16::from(n);
        let clobbers = d.slots.iter().any(|s| {
            s.write
                && match s.src {
                    Src::V(r, k) => (r..r + u16::from(k)).any(|x| range.contains(&x)),
                    _ => false,
                }
        });
        if clobbers {
            violated(w, d, pc, row::WIDE_STORE, at, (name, spc))?;
        }
    }
    if c.vmem {
        for s in d.slots.iter().filter(|s| !s.write) {
            for r in sregs(s.src) {
                if let (Some(&at), Some(&by)) = (hz.valu_sgpr.get(r), hz.valu_sgpr_by.get(r)) {
                    violated(w, d, pc, row::VMEM_SGPR, at, by)?;
                }
            }
        }
    }
    if c.gds_msg || c.lds_m0 || c.movrel {
        check_m0(w, d, pc)?;
    }
    Ok(())
}

/// The `s_setreg` rows (`s_getreg`/`s_setreg` of the same register, `s_rfe` after TRAPSTS).
fn check_setreg(w: &Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let (c, hz) = (&d.consumer, &w.hz);
    let setreg_prod = ("s_setreg", hz.setreg.2);
    if (c.getreg || c.setreg) && c.hw_id == hz.setreg.1 {
        let r = if c.getreg {
            row::SETREG_GETREG
        } else {
            row::SETREG_SETREG
        };
        violated(w, d, pc, r, hz.setreg.0, setreg_prod)?;
    }
    if c.rfe && hz.setreg.1 == HW_TRAPSTS {
        violated(w, d, pc, row::TRAPSTS_RFE, hz.setreg.0, setreg_prod)?;
    }
    Ok(())
}

/// The rows whose consumer is a VALU instruction.
fn check_valu(w: &Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let (c, hz) = (&d.consumer, &w.hz);
    if c.reads_execz_vccz {
        let (a, b) = (hz.valu_vcc, hz.valu_exec);
        let p = if a.0 != NEVER && (b.0 == NEVER || a.0 >= b.0) {
            a
        } else {
            b
        };
        violated(w, d, pc, row::EXECZ_VCCZ, p.0, (p.1, p.2))?;
    }
    if c.lane_select {
        for r in sregs(d.src(Field::Src1)) {
            if let (Some(&at), Some(&by)) = (hz.valu_sgpr.get(r), hz.valu_sgpr_by.get(r)) {
                violated(w, d, pc, row::LANE_SELECT, at, by)?;
            }
        }
    }
    if c.div_fmas {
        violated(
            w,
            d,
            pc,
            row::DIV_FMAS,
            hz.valu_vcc.0,
            (hz.valu_vcc.1, hz.valu_vcc.2),
        )?;
    }
    if c.dpp {
        if let Src::V(r, _) = d.src(Field::Src0) {
            let r = usize::from(r);
            if let (Some(&at), Some(&by)) = (hz.valu_vgpr.get(r), hz.valu_vgpr_by.get(r)) {
                violated(w, d, pc, row::DPP_VGPR, at, by)?;
            }
        }
        violated(
            w,
            d,
            pc,
            row::DPP_EXEC,
            hz.valu_exec.0,
            (hz.valu_exec.1, hz.valu_exec.2),
        )?;
    }
    if c.constant_vcc {
        violated(
            w,
            d,
            pc,
            row::VCC_CONSTANT,
            hz.valu_vcc.0,
            (hz.valu_vcc.1, hz.valu_vcc.2),
        )?;
    }
    Ok(())
}

/// The rows whose producer is an SALU write of M0.
fn check_m0(w: &Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let (c, hz) = (&d.consumer, &w.hz);
    let m0 = usize::from(M0);
    let m0_at = hz.salu_sgpr.get(m0).copied().unwrap_or(NEVER);
    let m0_by = hz.salu_sgpr_by.get(m0).copied().unwrap_or(("", 0));
    if m0_at == NEVER {
        return Ok(());
    }
    if c.gds_msg {
        violated(w, d, pc, row::M0_GDS_MSG, m0_at, m0_by)?;
    }
    if c.lds_m0 {
        violated(w, d, pc, row::M0_LDS, m0_at, m0_by)?;
    }
    if c.movrel {
        violated(w, d, pc, row::M0_MOVREL, m0_at, m0_by)?;
    }
    Ok(())
}

/// Records the producers `d` is, after it executed.
#[inline]
pub fn record(w: &mut Wave, d: &Decoded, pc: u64) {
    let now = w.hz.now;
    let by = (d.name, pc);
    let c = &d.consumer;
    if c.valu {
        for s in d.slots.iter().filter(|s| s.write) {
            match s.src {
                Src::S(..) => {
                    for r in sregs(s.src) {
                        if let Some(x) = w.hz.valu_sgpr.get_mut(r) {
                            *x = now;
                        }
                        if let Some(x) = w.hz.valu_sgpr_by.get_mut(r) {
                            *x = by;
                        }
                        if r == usize::from(VCC) || r == usize::from(VCC) + 1 {
                            w.hz.valu_vcc = (now, d.name, pc);
                        }
                        if r == usize::from(EXEC) || r == usize::from(EXEC) + 1 {
                            w.hz.valu_exec = (now, d.name, pc);
                        }
                    }
                }
                Src::V(r, n) => {
                    for x in r..r + u16::from(n) {
                        if let Some(t) = w.hz.valu_vgpr.get_mut(usize::from(x)) {
                            *t = now;
                        }
                        if let Some(t) = w.hz.valu_vgpr_by.get_mut(usize::from(x)) {
                            *t = by;
                        }
                    }
                }
                _ => {}
            }
        }
        if d.flags.contains(Flags::WRITES_EXEC) {
            w.hz.valu_exec = (now, d.name, pc);
        }
        if c.implicit_vcc_write {
            w.hz.valu_vcc = (now, d.name, pc);
        }
    } else if c.salu {
        for s in d.slots.iter().filter(|s| s.write) {
            for r in sregs(s.src) {
                if let Some(x) = w.hz.salu_sgpr.get_mut(r) {
                    *x = now;
                }
                if let Some(x) = w.hz.salu_sgpr_by.get_mut(r) {
                    *x = by;
                }
            }
        }
    }
    if let Some(data) = c.wide_store {
        w.hz.wide_store = (now, data.0, data.1, d.name, pc);
    }
}

/// Data VGPRs of a store covered by the wide-store row.
fn wide_store_data(d: &Decoded) -> Option<(u16, u8)> {
    let flat_like = matches!(d.format, Format::Flat | Format::Global | Format::Scratch);
    // More than 64 bits of store or atomic data (`*_store_dwordx3/x4`, `*_store_format_xyz[w]`,
    // `*_atomic_cmpswap_x2`).
    let wide = (d.flags.contains(Flags::STORE) || d.flags.contains(Flags::ATOMIC))
        && d.inst
            .op
            .info()
            .operands
            .iter()
            .any(|s| !s.write && matches!(s.field, Field::Data | Field::Vdata) && s.dwords > 2);
    if !wide {
        return None;
    }
    let field = if flat_like {
        Field::Data
    } else if d.format == Format::Mubuf {
        if matches!(d.src(Field::Soffset), Src::S(..)) {
            return None;
        }
        Field::Vdata
    } else {
        return None;
    };
    match d.field(field).map(|s| s.src) {
        Some(Src::V(r, n)) => Some((r, n)),
        _ => None,
    }
}
