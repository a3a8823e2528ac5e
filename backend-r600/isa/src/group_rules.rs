//! Static legality rules of one ALU instruction group beyond its encoding, shared by the VLIW5
//! packer (to build legal groups) and the strict simulator (to report program errors):
//! - [`check_group`]: reductions (L4162-4165), PRED_SET*/KILL co-issue (L4086-4095, L4437-4440),
//!   UPDATE_* only on PRED_SET* (L4437-4440), OMOD/CLAMP on integer results (L4292-4361),
//!   NEG/ABS on integer sources (L3507-3513), MOVA* vs AR indexing and one AR element per group,
//!   kcache indexed only by the loop index (L3342-3355);
//! - [`check_read_ports`]: the GPR / constant-file read-port algorithm of §4.7.6 (L3780-3945),
//!   with the Trans-unit constant rules of §4.7.5 (L3645-3777).

use crate::alu::{AluGroup, AluInst, AluSrc, IndexMode, Omod, SrcSel, Unit};
use crate::alu_ops::{AluFlags, Units};
use crate::common::Chan;

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Index of the offending instruction in the group, if one is to blame.
    pub inst: Option<usize>,
    /// What is wrong (with the manual reference).
    pub message: String,
}

fn v(inst: Option<usize>, message: impl Into<String>) -> Violation {
    Violation {
        inst,
        message: message.into(),
    }
}

/// Checks the structural co-issue rules of a group (not its encoding, not read ports).
/// `prefer_vector` is passed to the unit assignment.
pub fn check_group(group: &AluGroup, prefer_vector: bool) -> Vec<Violation> {
    let mut out = Vec::new();
    let units = match group.units(prefer_vector) {
        Ok(u) => u,
        Err(m) => return vec![v(None, m)],
    };
    // Reductions: all four vector units run the same reduction with equal OMOD and CLAMP.
    if let Some((first, inst)) = group
        .insts
        .iter()
        .enumerate()
        .find(|(_, i)| i.op.info().flags.contains(AluFlags::REDUCTION))
    {
        let on_vector: Vec<&AluInst> = group
            .insts
            .iter()
            .zip(&units)
            .filter(|(_, u)| matches!(u, Unit::Vector(_)))
            .map(|(i, _)| i)
            .collect();
        let same = on_vector.len() == 4
            && on_vector
                .iter()
                .all(|i| i.op == inst.op && i.omod == inst.omod && i.clamp == inst.clamp);
        if !same {
            out.push(v(
                Some(first),
                format!(
                    "{} is a reduction: all four vector slots must execute it with the same OMOD and CLAMP (L4162-4165)",
                    inst.op.name()
                ),
            ));
        }
    }
    let count = |flag| {
        group
            .insts
            .iter()
            .filter(|i| i.op.info().flags.contains(flag))
            .count()
    };
    let (preds, kills) = (count(AluFlags::PRED_SET), count(AluFlags::KILL));
    if preds > 1 {
        out.push(v(
            None,
            "two PRED_SET* instructions in one group (L4092-4095)",
        ));
    }
    if kills > 1 {
        out.push(v(None, "two KILL instructions in one group (L4090-4091)"));
    }
    if preds > 0 && kills > 0 {
        out.push(v(None, "PRED_SET* and KILL in one group (L4093-4095)"));
    }
    let mut ar_elems: Vec<IndexMode> = Vec::new();
    let has_mova = group
        .insts
        .iter()
        .any(|i| i.op.info().flags.contains(AluFlags::WRITES_AR));
    for (k, inst) in group.insts.iter().enumerate() {
        let info = inst.op.info();
        let name = info.name;
        if (inst.update_pred || inst.update_exec_mask) && !info.flags.contains(AluFlags::PRED_SET) {
            out.push(v(
                Some(k),
                format!("{name}: UPDATE_PRED/UPDATE_EXECUTE_MASK only on PRED_SET* (L4437-4440)"),
            ));
        }
        if info.flags.contains(AluFlags::INT_RESULT) && (inst.omod != Omod::Off || inst.clamp) {
            out.push(v(
                Some(k),
                format!("{name}: OMOD and CLAMP are not valid on integer results (L4292-4361)"),
            ));
        }
        if info.flags.contains(AluFlags::INT_SOURCES)
            && inst.read_srcs().iter().any(|s| s.neg || s.abs)
        {
            out.push(v(
                Some(k),
                format!("{name}: NEG/ABS are not valid on integer operands (L3507-3513)"),
            ));
        }
        let rel_srcs = inst.encoded_srcs().iter().filter(|s| s.rel);
        let uses_rel = inst.dst.rel || inst.encoded_srcs().iter().any(|s| s.rel);
        if uses_rel && inst.index_mode != IndexMode::Loop {
            if has_mova {
                out.push(v(
                    Some(k),
                    format!("{name}: AR indexing in a group with MOVA* (L3346-3350)"),
                ));
            }
            if !ar_elems.contains(&inst.index_mode) {
                ar_elems.push(inst.index_mode);
            }
        }
        for s in rel_srcs {
            if matches!(s.sel, SrcSel::Kcache { .. }) && inst.index_mode != IndexMode::Loop {
                out.push(v(Some(k), format!("{name}: kcache constants may only be indexed by the loop index (L3354-3355)")));
            }
        }
    }
    if ar_elems.len() > 1 {
        out.push(v(
            None,
            "more than one AR element used in one group (L3352-3354)",
        ));
    }
    out
}

/// The constant-file read-port model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CfileModel {
    /// R6xx (this manual): four ports, each holding one (address, element).
    #[default]
    R600,
    /// R7xx (Mesa's model, not in this manual): two ports, each an (address, element pair XY/ZW).
    R700,
}

/// The read-port state of one group (§4.7.6).
#[derive(Default)]
struct Ports {
    gpr: [[Option<u32>; 4]; 3],
    cfile: Vec<(u32, u8)>,
}

impl Ports {
    fn reserve_gpr(&mut self, sel: u32, chan: Chan, cycle: u8) -> Result<(), String> {
        let slot = self
            .gpr
            .get_mut(usize::from(cycle))
            .and_then(|c| c.get_mut(chan as usize))
            .ok_or("bad read cycle")?;
        match slot {
            None => {
                *slot = Some(sel);
                Ok(())
            }
            Some(s) if *s == sel => Ok(()),
            Some(s) => Err(format!(
                "GPR read port conflict on cycle {cycle}, element {chan}: R{s} and R{sel} (L3803-3811)"
            )),
        }
    }

    fn reserve_cfile(&mut self, key: u32, chan: Chan, model: CfileModel) -> Result<(), String> {
        let (elem, ports) = match model {
            CfileModel::R600 => (chan as u8, 4),
            CfileModel::R700 => (chan as u8 / 2, 2),
        };
        if self.cfile.contains(&(key, elem)) {
            return Ok(());
        }
        if self.cfile.len() == ports {
            return Err(format!(
                "all {ports} constant read ports are used (L3840-3863)"
            ));
        }
        self.cfile.push((key, elem));
        Ok(())
    }
}

/// How a source uses the read ports: a GPR address, a constant-file/kcache key, or nothing.
enum PortUse {
    Gpr(u32),
    Cfile(u32),
    OtherConst,
    Free,
}

fn port_use(src: &AluSrc, resolve: &dyn Fn(&AluSrc) -> u32) -> PortUse {
    match src.sel {
        SrcSel::Gpr(_) => PortUse::Gpr(resolve(src)),
        SrcSel::Kcache { .. } | SrcSel::Cfile(_) => PortUse::Cfile(resolve(src)),
        SrcSel::Inline(_) | SrcSel::Literal => PortUse::OtherConst,
        SrcSel::Pv | SrcSel::Ps => PortUse::Free,
    }
}

/// The address an operand reads when no relative index applies: the GPR number, or the
/// SRC_SEL value for constants (kcache operands are keyed like constant-file registers, as
/// Mesa does; the manual's pseudo-code only says "cfile").
pub fn static_address(src: &AluSrc) -> u32 {
    src.sel.encode().unwrap_or(u32::MAX)
}

/// Runs the read-port algorithm of §4.7.6 on a group. `resolve` gives the effective address of
/// a GPR / constant operand (after relative indexing; [`static_address`] when none applies).
/// PV/PS operands of the Trans unit follow the prose of §4.7.5: with one constant operand
/// they may not load on cycle 0, with two only on cycle 2.
pub fn check_read_ports(
    group: &AluGroup,
    prefer_vector: bool,
    model: CfileModel,
    resolve: &dyn Fn(&AluSrc) -> u32,
) -> Result<(), Violation> {
    let units = group.units(prefer_vector).map_err(|m| v(None, m))?;
    let mut ports = Ports::default();
    let mut trans = None;
    for (k, (inst, unit)) in group.insts.iter().zip(&units).enumerate() {
        if *unit == Unit::Trans {
            trans = Some((k, inst));
            continue;
        }
        let srcs = inst.read_srcs();
        for (n, src) in srcs.iter().enumerate() {
            match port_use(src, resolve) {
                PortUse::Gpr(addr) => {
                    let shares_src0 = n == 1
                        && srcs.first().is_some_and(|s0| {
                            s0.sel == src.sel && s0.chan == src.chan && resolve(s0) == addr
                        });
                    if shares_src0 {
                        continue;
                    }
                    let cycle = inst
                        .bank_swizzle
                        .vector_cycle(n)
                        .ok_or_else(|| v(Some(k), "bad bank swizzle"))?;
                    ports
                        .reserve_gpr(addr, src.chan, cycle)
                        .map_err(|m| v(Some(k), m))?;
                }
                PortUse::Cfile(key) => ports
                    .reserve_cfile(key, src.chan, model)
                    .map_err(|m| v(Some(k), m))?,
                PortUse::OtherConst | PortUse::Free => {}
            }
        }
    }
    if let Some((k, inst)) = trans {
        let srcs = inst.read_srcs();
        let mut consts = 0u8;
        for src in srcs {
            match port_use(src, resolve) {
                PortUse::Cfile(key) => {
                    consts += 1;
                    ports
                        .reserve_cfile(key, src.chan, model)
                        .map_err(|m| v(Some(k), m))?;
                }
                PortUse::OtherConst => consts += 1,
                _ => {}
            }
        }
        if consts > 2 {
            return Err(v(
                Some(k),
                "more than two constant operands in a Trans operation (L3777, L3914)",
            ));
        }
        for (n, src) in srcs.iter().enumerate() {
            let cycle = inst
                .bank_swizzle
                .scalar_cycle(n)
                .ok_or_else(|| v(Some(k), "bad Trans bank swizzle"))?;
            match port_use(src, resolve) {
                PortUse::Gpr(addr) => {
                    if cycle < consts {
                        return Err(v(
                            Some(k),
                            format!("Trans GPR operand on cycle {cycle} conflicts with {consts} constant load(s) (L3928-3931)"),
                        ));
                    }
                    ports
                        .reserve_gpr(addr, src.chan, cycle)
                        .map_err(|m| v(Some(k), m))?;
                }
                PortUse::Free if cycle < consts => {
                    return Err(v(
                        Some(k),
                        format!("Trans PV/PS operand on cycle {cycle} with {consts} constant operand(s) (L3742, L3766)"),
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Whether `op`'s unit restriction allows `unit` (a convenience for packers).
pub fn unit_allows(units: Units, unit: Unit) -> bool {
    matches!(
        (units, unit),
        (Units::Any, _) | (Units::VectorOnly, Unit::Vector(_)) | (Units::TransOnly, Unit::Trans)
    )
}
