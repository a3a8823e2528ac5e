//! The IR verifier: structural, type and SSA-dominance checks.
//!
//! Checks, for the laid-out blocks: a non-empty layout without duplicates, every block ending in
//! exactly one terminator, branch targets laid out with matching argument count and types,
//! no entry-block parameters, every instruction's operand types per its type rule and its
//! recorded result type, consistent value definitions, and that every use is dominated by its
//! definition (dominator tree over the CFG). Uses inside unreachable blocks are exempt from
//! the dominance check. Errors are data keyed by entity.

use crate::cfg::{Cfg, DomTree};
use crate::entities::{Block, Inst};
use crate::function::{Function, ValueDef};
use crate::instructions::InstructionData;
use crate::printer::inst_text;
use cranelift_entity::SecondaryMap;
use std::fmt;

/// Where a verifier error is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// The function as a whole.
    Function,
    /// A block (header or structure).
    Block(Block),
    /// An instruction.
    Inst(Inst),
}

/// One verifier finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// Where.
    pub location: Location,
    /// The instruction's text, when the location is an instruction.
    pub context: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Location::Function => write!(f, "function: {}", self.message),
            Location::Block(b) => write!(f, "{b}: {}", self.message),
            Location::Inst(i) => write!(f, "{i} `{}`: {}", self.context, self.message),
        }
    }
}

/// All errors found in one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.0 {
            writeln!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifierErrors {}

struct Verifier<'f> {
    func: &'f Function,
    errors: Vec<VerifierError>,
}

impl Verifier<'_> {
    fn block_err(&mut self, block: Block, message: String) {
        self.errors.push(VerifierError {
            location: Location::Block(block),
            context: String::new(),
            message,
        });
    }

    fn inst_err(&mut self, inst: Inst, message: String) {
        let context = inst_text(self.func, inst);
        self.errors.push(VerifierError {
            location: Location::Inst(inst),
            context,
            message,
        });
    }
}

/// Verifies a function, returning every error found.
pub fn verify(func: &Function) -> Result<(), VerifierErrors> {
    let mut v = Verifier {
        func,
        errors: Vec::new(),
    };
    let Some(entry) = func.entry_block() else {
        return Err(VerifierErrors(vec![VerifierError {
            location: Location::Function,
            context: String::new(),
            message: "function has no blocks".into(),
        }]));
    };
    if !func.blocks[entry].params.is_empty() {
        v.block_err(entry, "the entry block cannot have parameters".into());
    }
    let mut in_layout: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut inst_pos: SecondaryMap<Inst, Option<(Block, u32)>> = SecondaryMap::new();
    for &block in &func.layout {
        if func.blocks.get(block).is_none() {
            v.errors.push(VerifierError {
                location: Location::Function,
                context: String::new(),
                message: format!("layout names unknown {block}"),
            });
            return Err(VerifierErrors(v.errors));
        }
        if in_layout[block] {
            v.block_err(block, "appears twice in the layout".into());
        }
        in_layout[block] = true;
        for (i, &inst) in func.blocks[block].insts.iter().enumerate() {
            if inst_pos[inst].is_some() {
                v.inst_err(inst, "instruction appears in two places".into());
            }
            inst_pos[inst] = Some((block, i as u32));
        }
    }
    // Structure and types.
    for &block in &func.layout {
        let data = &func.blocks[block];
        for (i, &p) in data.params.iter().enumerate() {
            if func.values[p].def != ValueDef::Param(block, i as u32) {
                v.block_err(
                    block,
                    format!("parameter {p} has an inconsistent definition"),
                );
            }
        }
        match data.insts.last() {
            None => v.block_err(block, "block is empty".into()),
            Some(&last) if !func.insts[last].is_terminator() => {
                v.block_err(block, "block does not end in a terminator".into())
            }
            _ => {}
        }
        for (i, &inst) in data.insts.iter().enumerate() {
            let idata = &func.insts[inst];
            if idata.is_terminator() && i + 1 != data.insts.len() {
                v.inst_err(inst, "terminator in the middle of a block".into());
            }
            for value in idata.values() {
                if func.values.get(value).is_none() || func.values[value].def == ValueDef::Detached
                {
                    v.inst_err(inst, format!("uses undefined value {value}"));
                }
            }
            if v.errors.iter().any(|e| e.location == Location::Inst(inst)) {
                continue;
            }
            match func.result_type(idata) {
                Err(message) => v.inst_err(inst, message),
                Ok(expected) => {
                    let actual = func.inst_result(inst);
                    match (expected, actual) {
                        (Some(ty), Some(r)) => {
                            if func.values[r].ty != ty {
                                v.inst_err(
                                    inst,
                                    format!(
                                        "result {r} has type {} but should be {ty}",
                                        func.values[r].ty
                                    ),
                                );
                            }
                            if func.values[r].def != ValueDef::Result(inst) {
                                v.inst_err(
                                    inst,
                                    format!("result {r} has an inconsistent definition"),
                                );
                            }
                        }
                        (None, Some(r)) => {
                            v.inst_err(inst, format!("has a result {r} but produces none"))
                        }
                        (Some(_), None) => v.inst_err(inst, "is missing its result value".into()),
                        (None, None) => {}
                    }
                }
            }
            if let InstructionData::Unary { opcode, flags, .. }
            | InstructionData::Binary { opcode, flags, .. }
            | InstructionData::Ternary { opcode, flags, .. } = idata
            {
                let operand_bits = (1u16 << opcode.arity()) - 1;
                if !opcode.uses_float_flags() && *flags != crate::FloatFlags::default() {
                    v.inst_err(inst, format!("`{}` takes no float flags", opcode.name()));
                } else if (flags.abs | flags.neg) as u16 & !operand_bits != 0 {
                    v.inst_err(inst, "source modifier on a missing operand".into());
                }
            }
            if let InstructionData::FloatCompare { flags, .. } = idata {
                if (flags.abs | flags.neg) & !0b11 != 0 {
                    v.inst_err(inst, "source modifier on a missing operand".into());
                }
            }
            match idata {
                InstructionData::Special { reg }
                    if reg.axis > 2 || (!reg.kind.has_axis() && reg.axis != 0) =>
                {
                    v.inst_err(
                        inst,
                        format!("bad axis {} for {}", reg.axis, reg.kind.name()),
                    );
                }
                InstructionData::Load {
                    space: crate::AddressSpace::Private(id),
                    ..
                }
                | InstructionData::Store {
                    space: crate::AddressSpace::Private(id),
                    ..
                }
                | InstructionData::Atomic {
                    space: crate::AddressSpace::Private(id),
                    ..
                } if *id as usize >= func.private_arrays.len() => {
                    v.inst_err(inst, format!("private array {id} is not declared"));
                }
                _ => {}
            }
            if let InstructionData::Brif { cond, .. } = idata {
                if func.value_type(*cond) != crate::Type::B1 {
                    v.inst_err(inst, format!("branch condition {cond} must be b1"));
                }
            }
            for call in idata.branch_targets() {
                if func.blocks.get(call.block).is_none() || !in_layout[call.block] {
                    v.inst_err(
                        inst,
                        format!("branches to {} which is not in the layout", call.block),
                    );
                    continue;
                }
                if call.block == entry {
                    v.inst_err(inst, "branches to the entry block".into());
                }
                let params = &func.blocks[call.block].params;
                if params.len() != call.args.len() {
                    v.inst_err(
                        inst,
                        format!(
                            "{} takes {} arguments, {} given",
                            call.block,
                            params.len(),
                            call.args.len()
                        ),
                    );
                    continue;
                }
                for (a, p) in call.args.iter().zip(params) {
                    if func.values.get(*a).is_some() && func.value_type(*a) != func.value_type(*p) {
                        v.inst_err(
                            inst,
                            format!(
                                "argument {a} has type {} but {p} is {}",
                                func.value_type(*a),
                                func.value_type(*p)
                            ),
                        );
                    }
                }
            }
        }
    }
    if !v.errors.is_empty() {
        return Err(VerifierErrors(v.errors));
    }
    // Dominance of uses.
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    for &block in &func.layout {
        if !domtree.is_reachable(block) {
            continue;
        }
        for (i, &inst) in func.blocks[block].insts.iter().enumerate() {
            let mut seen = smallvec::SmallVec::<[crate::Value; 4]>::new();
            for value in func.insts[inst].values() {
                if seen.contains(&value) {
                    continue;
                }
                seen.push(value);
                let ok = match func.values[value].def {
                    ValueDef::Param(b, _) => domtree.dominates(b, block),
                    ValueDef::Result(def_inst) => match inst_pos[def_inst] {
                        Some((b, j)) if b == block => (j as usize) < i,
                        Some((b, _)) => domtree.dominates(b, block),
                        None => false,
                    },
                    ValueDef::Detached => false,
                };
                if !ok {
                    v.inst_err(
                        inst,
                        format!("use of {value} is not dominated by its definition"),
                    );
                }
            }
        }
    }
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(v.errors))
    }
}

/// Verifies only in debug builds (for the pass manager); release builds return `Ok`.
pub fn verify_if_debug(func: &Function) -> Result<(), VerifierErrors> {
    if cfg!(debug_assertions) {
        verify(func)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;

    fn errors(text: &str) -> Vec<String> {
        let func = parse_function(text).unwrap();
        match verify(&func) {
            Ok(()) => Vec::new(),
            Err(e) => e.0.iter().map(|e| e.to_string()).collect(),
        }
    }

    #[test]
    fn accepts_valid_loop() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 0\n    jump block1(v0)\nblock1(v1: i32):\n    v2 = const.i32 1\n    v3 = iadd v1, v2\n    v4 = icmp slt v3, v2\n    brif v4, block1(v3), block2\nblock2:\n    return\n}\n";
        assert_eq!(errors(text), Vec::<String>::new());
    }

    #[test]
    fn rejects_use_not_dominated() {
        let text = "function %f {\nblock0:\n    v0 = const.b1 1\n    brif v0, block1, block2\nblock1:\n    v1 = const.i32 1\n    jump block3\nblock2:\n    jump block3\nblock3:\n    v2 = iadd v1, v1\n    return\n}\n";
        let e = errors(text);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("use of v1 is not dominated"), "{e:?}");
    }

    #[test]
    fn rejects_use_before_definition_in_block() {
        let text =
            "function %f {\nblock0:\n    v1 = iadd v0, v0\n    v0 = const.i32 1\n    return\n}\n";
        assert!(errors(text)[0].contains("not dominated"));
    }

    #[test]
    fn rejects_bad_arity_types_and_structure() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 1\n    v1 = const.f32 1.0\n    jump block1(v1)\nblock1(v3: i32, v4: i32):\n    v5 = const.i32 1\n}\n";
        let mut func = parse_function(text).unwrap();
        // The parser rejects ill-typed text, so build the ill-typed `iadd` directly.
        let entry = func.layout[0];
        let bad = func.append_inst(
            entry,
            crate::InstructionData::Binary {
                opcode: crate::Opcode::Iadd,
                flags: Default::default(),
                args: [crate::Value::from_u32(0), crate::Value::from_u32(1)],
            },
        );
        let insts = &mut func.blocks[entry].insts;
        insts.pop();
        insts.insert(2, bad);
        let e = verify(&func).unwrap_err().to_string();
        assert!(
            e.contains("`iadd` does not accept operands of types (i32, f32)"),
            "{e}"
        );
        assert!(e.contains("block1 takes 2 arguments, 1 given"), "{e}");
        assert!(
            e.contains("block1: block does not end in a terminator"),
            "{e}"
        );
    }

    #[test]
    fn rejects_misplaced_float_flags() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 1\n    v1 = iadd ftz v0, v0\n    v2 = const.f32 1.0\n    v3 = fneg neg1 v2\n    v4 = fadd neg1 v2, v2\n    return\n}\n";
        let e = errors(text);
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains("`iadd` takes no float flags"), "{e:?}");
        assert!(
            e[1].contains("v3 = fneg neg1 v2") && e[1].contains("missing operand"),
            "{e:?}"
        );
    }

    #[test]
    fn rejects_undeclared_private_array() {
        let text = "function %f {\n    private 4\nblock0:\n    v0 = const.i32 1\n    v1 = load private(0) v0\n    v2 = load private(1) v0\n    return\n}\n";
        let e = errors(text);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("private array 1 is not declared"), "{e:?}");
    }

    #[test]
    fn rejects_non_b1_condition_and_readonly_store() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 1\n    store cb(0) v0, v0\n    brif v0, block1, block1\nblock1:\n    return\n}\n";
        let e = errors(text).join("\n");
        assert!(e.contains("read-only"), "{e}");
        assert!(e.contains("branch condition v0 must be b1"), "{e}");
    }
}
