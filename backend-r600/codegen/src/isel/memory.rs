//! Memory: `g[]` fetches (VTX) and MEM_SCRATCH writes, constant-buffer reads through the
//! kcache and AR-relative addressing, indexed temporary arrays in reserved GPRs.

use ilc_ir::{Function, InstructionData, Opcode, Value};
use r600_isa::{AluOp, Chan};

use super::{Isel, PendingStore};
use crate::error::CodegenError;
use crate::vcode::{ArrayRef, Item, VOp, VReg, VRegInfo, VSrc};

/// Dword offsets [`Isel::peel_index`] may form: within both the fetch OFFSET limit used by
/// `load_global` and the store ARRAY_BASE limit.
const PEEL_LIMIT: u32 = 0x4000;

impl Isel<'_> {
    /// Splits a `g[]` word address into (element-index value, constant dword offset) when
    /// it has the form `4·x + k` or `k`.
    pub(super) fn split_address(&self, addr: Value) -> Option<(Option<Value>, u32)> {
        let func = self.func;
        let strip = |mut v: Value| loop {
            match func.value_inst(v).map(|i| &func.insts[i]) {
                Some(InstructionData::Bitcast { arg, .. })
                | Some(InstructionData::Unary {
                    opcode: Opcode::Copy,
                    arg,
                    ..
                }) => v = *arg,
                _ => return v,
            }
        };
        let times4 = |v: Value| -> Option<Value> {
            let v = strip(v);
            match func.value_inst(v).map(|i| &func.insts[i]) {
                Some(InstructionData::Binary {
                    opcode: Opcode::Imul,
                    args,
                    ..
                }) => {
                    if func.const_value(args[1]).map(|c| c.1) == Some(4) {
                        Some(args[0])
                    } else if func.const_value(args[0]).map(|c| c.1) == Some(4) {
                        Some(args[1])
                    } else {
                        None
                    }
                }
                Some(InstructionData::Binary {
                    opcode: Opcode::Ishl,
                    args,
                    ..
                }) if func.const_value(args[1]).map(|c| c.1 & 31) == Some(2) => Some(args[0]),
                _ => None,
            }
        };
        let addr = strip(addr);
        if let Some((_, k)) = func.const_value(addr) {
            return Some((None, k as u32));
        }
        if let Some(x) = times4(addr) {
            return Some(Self::peel_index(func, x, 0));
        }
        if let Some(InstructionData::Binary {
            opcode: Opcode::Iadd,
            args,
            ..
        }) = func.value_inst(addr).map(|i| &func.insts[i])
        {
            for (p, q) in [(args[0], args[1]), (args[1], args[0])] {
                if let (Some(x), Some((_, k))) = (times4(p), func.const_value(q)) {
                    return Some(Self::peel_index(func, x, k as u32));
                }
            }
        }
        None
    }

    /// Moves positive constants added to the element index `x` into the dword offset `k`
    /// (`4·(y + c) + k = 4·y + (k + 4c)`), so that the fetch OFFSET / store ARRAY_BASE
    /// carries them instead of an ADD_INT and stores to neighbouring elements share one
    /// index register. Offsets stay below [`PEEL_LIMIT`]; like the `4·x` form itself, this
    /// takes element indices to be below 2^30 (no wrap-around of `y + c`).
    pub(super) fn peel_index(func: &Function, mut x: Value, mut k: u32) -> (Option<Value>, u32) {
        while let Some(InstructionData::Binary {
            opcode: Opcode::Iadd,
            args,
            ..
        }) = func.value_inst(x).map(|i| &func.insts[i])
        {
            let step = [(args[0], args[1]), (args[1], args[0])]
                .into_iter()
                .find_map(|(y, c)| {
                    let (_, c) = func.const_value(c)?;
                    let next = u64::from(k) + 4 * (c as u32 as u64);
                    (c as u32 as i32 > 0 && next < u64::from(PEEL_LIMIT))
                        .then_some((y, next as u32))
                });
            match step {
                Some((y, next)) => (x, k) = (y, next),
                None => break,
            }
        }
        (Some(x), k)
    }

    /// `cb0[x + k/4].(k%4)` through the constant file: MOVA_INT AR.x, then a relative read.
    pub(super) fn load_cb0_relative(&mut self, addr: Value) -> Result<VReg, CodegenError> {
        let Some((Some(x), k)) = self.split_address(addr) else {
            return self.unsupported("constant-buffer load with a computed element");
        };
        if k / 4 > 255 {
            return self.unsupported("constant-buffer offset beyond the constant file");
        }
        let xs = self.operand(x)?;
        let ar = self.set_ar(xs);
        Ok(self.alu(
            AluOp::Mov,
            &[VSrc::CfRel {
                base: (k / 4) as u8,
                chan: Chan::from_bits(k),
                ar,
            }],
        ))
    }

    /// AR.x = `xs` (MOVA_INT), unless AR already holds it; returns the AR pseudo-register.
    /// The next ALU operation must be the reader (a fetch flushed in between would end the
    /// clause, and AR with it).
    pub(super) fn set_ar(&mut self, xs: VSrc) -> VReg {
        let ar = match self.ar {
            Some(a) => a,
            None => {
                // Relative GPR operands always add AR.x (Table 4-1), and relative
                // constants are encoded with INDEX_MODE AR.x: the MOVA writes element x.
                let a = self.new_vreg(VRegInfo {
                    ar: true,
                    multi_def: true,
                    chan: Some(Chan::X),
                    ..VRegInfo::default()
                });
                self.ar = Some(a);
                a
            }
        };
        match self.ar_holds {
            // One MOVA serves the four elements of a constant or array element (within one
            // clause).
            Some((held, n)) if held == xs && n < 4 => self.ar_holds = Some((xs, n + 1)),
            _ => {
                self.ar_set_at = Some(self.items.len());
                self.alu_into(ar, AluOp::MovaInt, &[xs]);
                self.ar_holds = Some((xs, 1));
            }
        }
        ar
    }

    /// Where word `addr` of indexed temporary array `id` lives: `R[base + k/4].(k%4)` for a
    /// constant `k`, `R[base + k/4 + AR.x]` for `4·x + k` (MOVA_INT x first).
    pub(super) fn array_place(&mut self, id: u32, addr: Value) -> Result<ArrayRef, CodegenError> {
        let Some(&(token, base, words)) = self.arrays.get(&id) else {
            return Err(CodegenError::Internal(format!(
                "private array {id} not laid out"
            )));
        };
        let Some((x, k)) = self.split_address(addr) else {
            return self.unsupported("indexed temporary with a computed component");
        };
        if k >= words.next_multiple_of(4) {
            return self.unsupported("indexed temporary offset outside its array");
        }
        let ar = match x {
            Some(x) => {
                let xs = self.operand(x)?;
                Some(self.set_ar(xs))
            }
            None => None,
        };
        Ok(ArrayRef {
            token,
            gpr: base + (k / 4) as u8,
            chan: Chan::from_bits(k),
            ar,
        })
    }

    pub(super) fn load_private(&mut self, id: u32, addr: Value) -> Result<VReg, CodegenError> {
        let place = self.array_place(id, addr)?;
        Ok(self.alu(AluOp::Mov, &[VSrc::Array(place)]))
    }

    pub(super) fn store_private(
        &mut self,
        id: u32,
        addr: Value,
        value: Value,
    ) -> Result<(), CodegenError> {
        let v = self.operand(value)?;
        if matches!(v, VSrc::Reg(r) if self.pending_dsts.contains(&r)) {
            // Fetch first: flushing it between the MOVA and the write would lose AR.
            self.flush_fetches();
        }
        if let (VSrc::Reg(r), Some(at)) = (v, self.ar_set_at) {
            // The value was computed after the MOVA that AR holds: a fresh MOVA, so that
            // the write does not wait on that computation with AR set (see `sched`).
            let late = self.items[at..]
                .iter()
                .any(|it| matches!(it, Item::Alu(op) if op.writes() == Some(r)));
            if late {
                self.ar_holds = None;
            }
        }
        let place = self.array_place(id, addr)?;
        let mut mv = VOp::new(AluOp::Mov, None, &[v]);
        mv.dst_array = Some(place);
        self.push_alu(mv);
        Ok(())
    }

    pub(super) fn fetch(&mut self, index: VReg, offset: u32) -> VReg {
        let chan = self.round_robin_chan();
        let dst = self.new_vreg(VRegInfo {
            chan: Some(chan),
            ..VRegInfo::default()
        });
        // At most eight VTX instructions per clause, counted after the merging of fetches
        // of one element (`emit::fetch_groups`).
        let mut with: Vec<(VReg, VReg, u32)> = self
            .pending_fetches
            .iter()
            .filter_map(|it| match it {
                Item::Fetch { dst, index, offset } => Some((*dst, *index, *offset)),
                _ => None,
            })
            .collect();
        with.push((dst, index, offset));
        let chans: Vec<Option<Chan>> = self.vregs.iter().map(|v| v.chan).collect();
        let tuples: Vec<Option<u32>> = self.vregs.iter().map(|v| v.tuple).collect();
        if self.pending_dsts.contains(&index)
            || crate::emit::fetch_groups(&with, &chans, &tuples).len()
                > r600_isa::program::MAX_FETCH_CLAUSE_INSTS
        {
            self.flush_fetches();
        }
        self.pending_fetches
            .push(Item::Fetch { dst, index, offset });
        self.pending_dsts.insert(dst);
        dst
    }

    pub(super) fn load_global(&mut self, addr: Value) -> Result<VReg, CodegenError> {
        self.flush_store();
        match self.split_address(addr) {
            Some((x, k)) if k < 0x4000 => {
                let index = match x {
                    Some(x) => {
                        let s = self.operand(x)?;
                        self.in_reg(s)
                    }
                    None => self.in_reg(VSrc::Lit(0)),
                };
                Ok(self.fetch(index, k))
            }
            _ => {
                // Computed component: fetch the whole element and select.
                let a = self.operand(addr)?;
                let e = self.alu(AluOp::LshrInt, &[a, VSrc::Lit(2)]);
                let c = self.alu(AluOp::AndInt, &[a, VSrc::Lit(3)]);
                let w: Vec<VReg> = (0..4).map(|k| self.fetch(e, k)).collect();
                let c2 = self.alu(AluOp::AddInt, &[VSrc::Reg(c), VSrc::Lit((-2i32) as u32)]);
                let lo = self.alu(
                    AluOp::CmoveInt,
                    &[VSrc::Reg(c), VSrc::Reg(w[0]), VSrc::Reg(w[1])],
                );
                let hi = self.alu(
                    AluOp::CmoveInt,
                    &[VSrc::Reg(c2), VSrc::Reg(w[2]), VSrc::Reg(w[3])],
                );
                Ok(self.alu(
                    AluOp::CmovgeInt,
                    &[VSrc::Reg(c2), VSrc::Reg(hi), VSrc::Reg(lo)],
                ))
            }
        }
    }

    pub(super) fn store_global(&mut self, addr: Value, value: Value) -> Result<(), CodegenError> {
        let Some((x, k)) = self.split_address(addr) else {
            return self.unsupported("g[] store with a computed component");
        };
        let element = k / 4;
        if element >= EXPORT_REACH {
            return self.unsupported(format!(
                "g[] store to element {element}: R600 MEM_SCRATCH exports reach elements \
                 0..{} (ARRAY_BASE at most {MAX_ARRAY_BASE} plus a {WINDOW}-element window)",
                EXPORT_REACH - 1
            ));
        }
        let xs = match x {
            Some(x) => Some(self.operand(x)?),
            None => None,
        };
        let key = (xs, element);
        let comp = Chan::from_bits(k);
        self.flush_fetches();
        let merge = match &self.pending_store {
            Some(p) => p.key == key && p.data.iter().all(|(c, _)| *c != comp),
            None => false,
        };
        if !merge {
            self.flush_store();
        }
        let v = self.operand(value)?;
        let tuple = match &self.pending_store {
            Some(p) if merge => p
                .data
                .first()
                .and_then(|(_, r)| self.vregs[*r as usize].tuple)
                .unwrap_or(0),
            _ => {
                self.next_tuple += 1;
                self.next_tuple
            }
        };
        let d = match v {
            // A value already in the component's element that no other rule ties to a GPR
            // joins the tuple itself (no copy).
            VSrc::Reg(r)
                if self.vregs[r as usize].chan == Some(comp)
                    && self.vregs[r as usize].tuple.is_none()
                    && self.vregs[r as usize].precolor.is_none()
                    && !self.vregs[r as usize].ar =>
            {
                self.vregs[r as usize].tuple = Some(tuple);
                r
            }
            _ => {
                let d = self.new_vreg(VRegInfo {
                    chan: Some(comp),
                    tuple: Some(tuple),
                    ..VRegInfo::default()
                });
                self.alu_into(d, AluOp::Mov, &[v]);
                d
            }
        };
        if merge {
            if let Some(p) = &mut self.pending_store {
                p.data.push((comp, d));
            }
            return Ok(());
        }
        let windows = match xs {
            Some(xs) => store_windows(element)
                .into_iter()
                .map(|w| (w.array_base, self.window_index(xs, w)))
                .collect(),
            None => {
                // A constant element: the one window that holds it, at its offset there.
                let base = element.min(MAX_ARRAY_BASE);
                let window = StoreWindow {
                    array_base: base,
                    shift: 0,
                    last: true,
                };
                vec![(base, self.window_index(VSrc::Lit(element - base), window))]
            }
        };
        self.pending_store = Some(PendingStore {
            key,
            windows,
            data: vec![(comp, d)],
        });
        Ok(())
    }

    /// The INDEX_GPR register of window `w` for element index `x` (see [`store_windows`]):
    /// `d = x - w.shift`, or [`OUTSIDE`] in the lanes whose element the window does not
    /// serve (`d` ≥ [`WINDOW`], unsigned, which includes `x < w.shift`; for the last window,
    /// only `x < w.shift`, so that an element past every window is still addressed and the
    /// clamp, not the sentinel, drops it). One register per (x, window) and block.
    fn window_index(&mut self, xs: VSrc, w: StoreWindow) -> VReg {
        let key = (xs, w.shift, w.last);
        if let Some(&(_, index)) = self.store_indices.iter().find(|(k, _)| *k == key) {
            return index;
        }
        let index = if w.shift == 0 && w.last {
            self.element_x_index(xs)
        } else {
            let d = if w.shift == 0 {
                xs
            } else {
                VSrc::Reg(self.alu(
                    AluOp::AddInt,
                    &[xs, VSrc::Lit(w.shift.wrapping_neg() as u32)],
                ))
            };
            let outside = match (w.last, w.shift > 0) {
                (false, _) => Some(self.alu(AluOp::SetgtUint, &[d, VSrc::Lit(WINDOW - 1)])),
                (true, true) => Some(self.alu(AluOp::SetgtUint, &[VSrc::Lit(w.shift as u32), xs])),
                (true, false) => None,
            };
            match outside {
                Some(t) => {
                    let index = self.new_vreg(VRegInfo {
                        chan: Some(Chan::X),
                        ..VRegInfo::default()
                    });
                    self.alu_into(
                        index,
                        AluOp::CmoveInt,
                        &[VSrc::Reg(t), d, VSrc::Lit(OUTSIDE)],
                    );
                    index
                }
                None => self.element_x_index(d),
            }
        };
        self.store_indices.push((key, index));
        index
    }

    /// A register in element x holding `value`: `value`'s own register when it already is
    /// in element x or no rule places it yet, otherwise a copy.
    fn element_x_index(&mut self, value: VSrc) -> VReg {
        match value {
            // Already in element x (e.g. the global id in R0.x).
            VSrc::Reg(r)
                if self.vregs[r as usize].chan == Some(Chan::X)
                    && self.vregs[r as usize].tuple.is_none()
                    && !self.vregs[r as usize].multi_def
                    && !self.vregs[r as usize].ar =>
            {
                r
            }
            // A value no rule places yet: it is computed into element x.
            VSrc::Reg(r)
                if self.vregs[r as usize].chan.is_none()
                    && self.vregs[r as usize].precolor.is_none()
                    && self.vregs[r as usize].tuple.is_none()
                    && !self.vregs[r as usize].multi_def
                    && !self.vregs[r as usize].ar =>
            {
                self.vregs[r as usize].chan = Some(Chan::X);
                r
            }
            _ => {
                let index = self.new_vreg(VRegInfo {
                    chan: Some(Chan::X),
                    ..VRegInfo::default()
                });
                self.alu_into(index, AluOp::Mov, &[value]);
                index
            }
        }
    }
}

/// Elements a MEM_SCRATCH window spans: ARRAY_SIZE is 12 bits and holds the size minus one,
/// "[4,16384]" dwords = 1-4096 elements for ELEM_SIZE 3 (r600-isa L9641-9645).
pub const WINDOW: u32 = 4096;
/// The largest ARRAY_BASE: a 13-bit field (r600-isa L9536).
pub const MAX_ARRAY_BASE: u32 = 8191;
/// Elements any MEM_SCRATCH export reaches: 0..`EXPORT_REACH`.
pub const EXPORT_REACH: u32 = MAX_ARRAY_BASE + WINDOW;
/// The index given to the lanes a window does not serve: element `ARRAY_BASE + OUTSIDE`
/// lies past the window, so the export drops it (L2342-2343), and past any buffer (2^30
/// elements of 16 bytes), while its dword address `4·(ARRAY_BASE + OUTSIDE)` still fits in
/// 32 bits (no wrap-around into the window whatever the address width).
pub const OUTSIDE: u32 = 0x3FFF_0000;

/// One export window of a `g[x + c]` store: ARRAY_BASE `array_base`, index `x - shift`
/// (so `array_base = c + shift`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreWindow {
    /// ARRAY_BASE (elements).
    pub array_base: u32,
    /// Subtracted from `x` to form the index (negative: added).
    pub shift: i64,
    /// The last window: it also addresses the elements past its end.
    pub last: bool,
}

/// The windows that together reach every element `x + c` (x ≥ 0) of 0..[`EXPORT_REACH`]:
/// ARRAY_BASE `c` and `c + 4096` with indices `x` and `x - 4096` (shared by the stores to
/// neighbouring elements `x + c`), then ARRAY_BASE 8191 with index `x - (8191 - c)` for
/// the elements the first ones leave out.
pub fn store_windows(c: u32) -> Vec<StoreWindow> {
    let c = i64::from(c);
    let (max_base, window) = (i64::from(MAX_ARRAY_BASE), i64::from(WINDOW));
    let mut out = Vec::new();
    for shift in [0, window] {
        if c + shift <= max_base {
            out.push(StoreWindow {
                array_base: (c + shift) as u32,
                shift,
                last: false,
            });
        }
    }
    let reached = out.last().map_or(c, |w| i64::from(w.array_base) + window);
    if reached < i64::from(EXPORT_REACH) {
        out.push(StoreWindow {
            array_base: MAX_ARRAY_BASE,
            shift: max_base - c,
            last: false,
        });
    }
    if let Some(w) = out.last_mut() {
        w.last = true;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{store_windows, StoreWindow, EXPORT_REACH, OUTSIDE, WINDOW};

    fn w(array_base: u32, shift: i64, last: bool) -> StoreWindow {
        StoreWindow {
            array_base,
            shift,
            last,
        }
    }

    #[test]
    fn windows_by_hand() {
        assert_eq!(
            store_windows(0),
            [w(0, 0, false), w(4096, 4096, false), w(8191, 8191, true)]
        );
        assert_eq!(
            store_windows(4095),
            [w(4095, 0, false), w(8191, 4096, true)]
        );
        assert_eq!(
            store_windows(5000),
            [w(5000, 0, false), w(8191, 3191, true)]
        );
        assert_eq!(store_windows(9000), [w(8191, -809, true)]);
    }

    /// The element each window's export writes for `x`, with the manual's address rule
    /// (element ARRAY_BASE + index, dropped at or past ARRAY_BASE + ARRAY_SIZE + 1,
    /// r600-isa L2335-2343, L9641-9645) and the index the back end computes.
    fn written(c: u32, x: u32) -> Vec<u64> {
        store_windows(c)
            .into_iter()
            .filter_map(|w| {
                let d = x.wrapping_sub(w.shift as i32 as u32);
                let outside = if w.last {
                    w.shift > 0 && x < w.shift as u32
                } else {
                    d >= WINDOW
                };
                let index = if outside { OUTSIDE } else { d };
                let element = u64::from(w.array_base) + u64::from(index);
                (element < u64::from(w.array_base) + u64::from(WINDOW)).then_some(element)
            })
            .collect()
    }

    /// Every element `x + c` below the reach is written, and only it; past the reach none is
    /// (`x + c` without 32-bit wrap-around, which `peel_index` already assumes).
    #[test]
    fn the_windows_write_exactly_the_element_below_the_reach() {
        for c in [
            0, 1, 3, 100, 4094, 4095, 4096, 5000, 8190, 8191, 8192, 12000, 12286,
        ] {
            for x in (0..EXPORT_REACH + 10).chain([u32::MAX, 1 << 31, (1 << 30) - 1]) {
                let Some(e) = x.checked_add(c).map(u64::from) else {
                    continue;
                };
                let got = written(c, x);
                if e < u64::from(EXPORT_REACH) {
                    assert!(!got.is_empty(), "c {c} x {x}: not written");
                    assert!(got.iter().all(|&g| g == e), "c {c} x {x}: {got:?}");
                } else {
                    assert!(got.is_empty(), "c {c} x {x}: {got:?}");
                }
            }
        }
    }
}
