//! Read ports and bank swizzles (manual §4.7.5-4.7.6): finds a BANK_SWIZZLE for every
//! instruction of a candidate group such that no GPR bank is read at two addresses on one
//! cycle, at most four constants (kcache / constant file) are read, and the Trans unit's
//! constant operands leave it the cycles its GPR / PV / PS operands need. The rules mirror
//! `r600_isa::group_rules::check_read_ports`, which the finished program is checked against.

use r600_isa::{BankSwizzle, Chan};

/// How one source operand uses the read ports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PortSrc {
    /// A GPR: an address key (virtual register) and the element (bank).
    Gpr(u32, Chan),
    /// A kcache / constant-file constant: address key and element.
    Const(u32, Chan),
    /// An inline constant or literal.
    Other,
    /// PV / PS.
    Free,
}

/// One instruction of the group for the port search.
#[derive(Debug, Clone)]
pub struct PortOp {
    /// Executes on the Trans unit.
    pub trans: bool,
    /// The operands it reads, in order.
    pub srcs: Vec<PortSrc>,
}

#[derive(Clone, Default)]
struct State {
    gpr: [[Option<u32>; 4]; 3],
}

impl State {
    fn reserve(&mut self, key: u32, chan: Chan, cycle: u8) -> bool {
        let slot = &mut self.gpr[usize::from(cycle)][chan as usize];
        match slot {
            None => {
                *slot = Some(key);
                true
            }
            Some(k) => *k == key,
        }
    }
}

fn place(op: &PortOp, swz: u8, st: &mut State) -> bool {
    let bs = BankSwizzle(swz);
    if op.trans {
        let consts = op
            .srcs
            .iter()
            .filter(|s| matches!(s, PortSrc::Const(..) | PortSrc::Other))
            .count() as u8;
        for (n, s) in op.srcs.iter().enumerate() {
            let Some(cycle) = bs.scalar_cycle(n) else {
                return false;
            };
            let ok = match s {
                PortSrc::Gpr(k, c) => cycle >= consts && st.reserve(*k, *c, cycle),
                PortSrc::Free => cycle >= consts,
                _ => true,
            };
            if !ok {
                return false;
            }
        }
        true
    } else {
        for (n, s) in op.srcs.iter().enumerate() {
            if let PortSrc::Gpr(k, c) = s {
                if n == 1 && op.srcs.first() == Some(s) {
                    continue;
                }
                let Some(cycle) = bs.vector_cycle(n) else {
                    return false;
                };
                if !st.reserve(*k, *c, cycle) {
                    return false;
                }
            }
        }
        true
    }
}

fn search(ops: &[PortOp], st: &State, out: &mut Vec<u8>) -> bool {
    let Some((op, rest)) = ops.split_first() else {
        return true;
    };
    let choices: u8 = if op.trans { 4 } else { 6 };
    for swz in 0..choices {
        let mut next = st.clone();
        if place(op, swz, &mut next) {
            out.push(swz);
            if search(rest, &next, out) {
                return true;
            }
            out.pop();
        }
    }
    false
}

/// Finds bank swizzles for `ops` (vector instructions first, the Trans one last), or `None`
/// when no assignment satisfies the read-port rules.
pub fn find_swizzles(ops: &[PortOp]) -> Option<Vec<u8>> {
    // Constant ports: four distinct (address, element) pairs per group (R6xx).
    let mut consts: Vec<(u32, Chan)> = Vec::new();
    for op in ops {
        let mut n_const = 0;
        for s in &op.srcs {
            match s {
                PortSrc::Const(k, c) => {
                    n_const += 1;
                    if !consts.contains(&(*k, *c)) {
                        consts.push((*k, *c));
                    }
                }
                PortSrc::Other => n_const += 1,
                _ => {}
            }
        }
        if op.trans && n_const > 2 {
            return None;
        }
    }
    if consts.len() > 4 {
        return None;
    }
    let mut out = Vec::with_capacity(ops.len());
    search(ops, &State::default(), &mut out).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vec_op(srcs: &[PortSrc]) -> PortOp {
        PortOp {
            trans: false,
            srcs: srcs.to_vec(),
        }
    }

    #[test]
    fn three_reads_of_one_bank_need_three_cycles() {
        // R1.x, R2.x, R3.x in one instruction: VEC_012 puts them on cycles 0, 1, 2.
        let op = vec_op(&[
            PortSrc::Gpr(1, Chan::X),
            PortSrc::Gpr(2, Chan::X),
            PortSrc::Gpr(3, Chan::X),
        ]);
        assert!(find_swizzles(&[op]).is_some());
    }

    #[test]
    fn four_distinct_reads_of_one_bank_conflict() {
        // Two instructions reading four different GPRs on bank x: only three cycles exist.
        let a = vec_op(&[PortSrc::Gpr(1, Chan::X), PortSrc::Gpr(2, Chan::X)]);
        let b = vec_op(&[PortSrc::Gpr(3, Chan::X), PortSrc::Gpr(4, Chan::X)]);
        assert!(find_swizzles(&[a, b]).is_none());
        // Sharing an address makes it fit.
        let a = vec_op(&[PortSrc::Gpr(1, Chan::X), PortSrc::Gpr(2, Chan::X)]);
        let b = vec_op(&[PortSrc::Gpr(1, Chan::X), PortSrc::Gpr(3, Chan::X)]);
        assert!(find_swizzles(&[a, b]).is_some());
    }

    #[test]
    fn five_constants_exceed_the_ports() {
        let ops: Vec<PortOp> = (0..5)
            .map(|k| vec_op(&[PortSrc::Const(k, Chan::X)]))
            .collect();
        assert!(find_swizzles(&ops).is_none());
        assert!(find_swizzles(&ops[..4]).is_some());
    }

    #[test]
    fn trans_with_two_constants_reads_its_gpr_on_cycle_two() {
        let t = PortOp {
            trans: true,
            srcs: vec![
                PortSrc::Other,
                PortSrc::Const(9, Chan::Y),
                PortSrc::Gpr(5, Chan::Z),
            ],
        };
        let swz = find_swizzles(std::slice::from_ref(&t)).expect("an assignment exists");
        assert_eq!(BankSwizzle(swz[0]).scalar_cycle(2), Some(2));
        let t3 = PortOp {
            trans: true,
            srcs: vec![PortSrc::Other, PortSrc::Other, PortSrc::Other],
        };
        assert!(find_swizzles(&[t3]).is_none());
    }
}
