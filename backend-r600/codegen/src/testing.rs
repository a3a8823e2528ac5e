//! Builders of virtual code for the passes' unit tests: items written the way the printer
//! ([`crate::print`]) shows them, so that a test reads as its before and after.

use r600_isa::{AluOp, Chan};

use crate::isel::Selected;
use crate::print::print_items;
use crate::vcode::{Item, VOp, VReg, VRegInfo, VSrc};

/// `v{d} = op srcs`.
pub fn alu(op: AluOp, d: VReg, srcs: &[VSrc]) -> Item {
    Item::Alu(VOp::new(op, Some(d), srcs))
}

/// `v{d} = MOV src`.
pub fn mov(d: VReg, src: VSrc) -> Item {
    alu(AluOp::Mov, d, &[src])
}

/// A PRED_SET* that updates the execute mask.
pub fn pred(op: AluOp, d: VReg, srcs: &[VSrc]) -> Item {
    let mut v = VOp::new(op, Some(d), srcs);
    v.pred = true;
    Item::Alu(v)
}

/// Register source.
pub fn r(v: VReg) -> VSrc {
    VSrc::Reg(v)
}

/// Constant source.
pub fn lit(bits: u32) -> VSrc {
    VSrc::Lit(bits)
}

/// A fetch of dword `4 * index + offset` into `dst`.
pub fn fetch(dst: VReg, index: VReg, offset: u32) -> Item {
    Item::Fetch { dst, index, offset }
}

/// A write of `data` (component, register) to `g[index + base]`.
pub fn store(index: VReg, base: u32, data: &[(Chan, VReg)]) -> Item {
    Item::Store {
        index,
        base,
        data: data.to_vec(),
    }
}

/// `n` registers with no fixed element.
pub fn plain_vregs(n: usize) -> Vec<VRegInfo> {
    vec![VRegInfo::default(); n]
}

/// The printed form of `items` (one line per item, see [`crate::print`]).
pub fn text(items: &[Item], vregs: &[VRegInfo]) -> String {
    print_items(items, vregs)
}

/// `items` as a selection result with `vregs`, no arrays and no exit flags.
pub fn selected(items: Vec<Item>, vregs: Vec<VRegInfo>) -> Selected {
    Selected {
        items,
        vregs,
        array_gprs: 3..3,
        exit_flags: Default::default(),
        kills: false,
        interface: Default::default(),
    }
}
