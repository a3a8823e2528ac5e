//! Printing a [`Program`] as IL text and its launch as a launch file.

use super::ast::*;
use super::gen::{Program, FLOAT_BOUND, INPUT_HALF_WORDS};
use std::collections::HashMap;
use std::fmt::Write as _;

/// Output vec4 slots per lane without division records: the eight variables, then the
/// integer and float scratch slots (with [`super::Features::float_div`] the records follow,
/// see [`slots`]).
pub const SLOTS: u32 = 10;

/// Output vec4 slots per lane of a program generated under `f`: [`SLOTS`], then (with
/// [`super::Features::float_div`]) the three words of each division record ([`DIV_REG`]).
pub fn slots(f: &super::Features) -> u32 {
    if f.float_div {
        SLOTS + 3 * u32::from(DIV_RECORDS)
    } else {
        SLOTS
    }
}
const INT_SLOT: u32 = 8;
const FLOAT_SLOT: u32 = 9;
const COMP: [char; 4] = ['x', 'y', 'z', 'w'];

/// IL text and launch-file text of `p`.
pub fn emit(p: &Program) -> (String, String) {
    let mut e = Emitter {
        p,
        out: String::new(),
        literals: HashMap::new(),
        order: Vec::new(),
        depth: 0,
        loop_depth: 0,
    };
    e.prologue();
    for s in &p.body {
        e.stmt(s);
    }
    e.epilogue();
    (e.finish(), launch(p))
}

fn launch(p: &Program) -> String {
    let words = |v: &[u32]| {
        v.iter()
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let lanes = p.group * p.groups;
    let out_words = lanes * slots(&p.features) * 4;
    let mut parts = vec![
        format!("\"global\":[{lanes},1,1]"),
        format!("\"group\":[{},1,1]", p.group),
        format!("\"cbs\":{{\"0\":{{\"u32\":[{}]}}}}", words(&p.input)),
    ];
    if p.features.uav {
        let mut uavs = format!(
            "\"0\":{{\"u32\":[{}]}},\"1\":{{\"zero\":{out_words}}}",
            words(&p.input)
        );
        if p.features.atomics {
            let _ = write!(uavs, ",\"2\":{{\"u32\":[{}]}}", words(&p.atomic_init));
        }
        parts.push(format!("\"uavs\":{{{uavs}}}"));
    } else {
        parts.push(format!("\"g\":{{\"zero\":{out_words}}}"));
    }
    parts.push("\"tolerance_ulp\":0".into());
    format!("{{{}}}\n", parts.join(","))
}

fn mask_text(mask: u8) -> String {
    if mask & 0xf == 0xf {
        return String::new();
    }
    let mut s = String::from(".");
    for (i, c) in COMP.iter().enumerate() {
        s.push(if mask & (1 << i) != 0 { *c } else { '_' });
    }
    s
}

struct Emitter<'a> {
    p: &'a Program,
    out: String,
    literals: HashMap<[u32; 4], usize>,
    order: Vec<[u32; 4]>,
    depth: usize,
    loop_depth: usize,
}

impl Emitter<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn lit4(&mut self, v: [u32; 4]) -> String {
        let next = self.order.len();
        let n = *self.literals.entry(v).or_insert(next);
        if n == next {
            self.order.push(v);
        }
        format!("l{n}")
    }

    fn lit(&mut self, v: u32) -> String {
        self.lit4([v; 4])
    }

    fn src(&mut self, s: &Src) -> String {
        let mut text = match &s.operand {
            Operand::Lit(v) => return self.lit4(*v),
            Operand::Reg(r, swz) => {
                let mut t = format!("r{r}");
                if *swz != [0, 1, 2, 3] {
                    t.push('.');
                    t.extend(swz.iter().map(|&c| COMP[c as usize]));
                }
                t
            }
        };
        if s.abs {
            text.push_str("_abs");
        }
        if s.neg {
            text.push_str("_neg(xyzw)");
        }
        text
    }

    fn finish(self) -> String {
        let p = self.p;
        let f = &p.features;
        let mut head = String::from("il_cs_2_0\n");
        let _ = writeln!(head, "dcl_num_thread_per_group {}, 1, 1", p.group);
        let _ = writeln!(head, "dcl_cb cb0[{}]", 2 * INPUT_HALF_WORDS / 4);
        if f.uav {
            head.push_str("dcl_raw_uav_id(0)\ndcl_raw_uav_id(1)\n");
            if f.atomics {
                head.push_str("dcl_raw_uav_id(2)\n");
            }
        }
        if f.indexed_temps {
            head.push_str("dcl_indexed_temp_array x0[8]\ndcl_indexed_temp_array x1[8]\n");
        }
        if f.lds {
            let _ = writeln!(head, "dcl_lds_id(0) {}", p.group * 4);
        }
        for (n, v) in self.order.iter().enumerate() {
            let _ = writeln!(
                head,
                "dcl_literal l{n}, 0x{:08X}, 0x{:08X}, 0x{:08X}, 0x{:08X}",
                v[0], v[1], v[2], v[3]
            );
        }
        head.push_str(&self.out);
        head.push_str("end\n");
        head
    }

    fn prologue(&mut self) {
        let zero = self.lit(0);
        self.line("mov r0.x, vAbsTid.x");
        self.line("mov r0.y, vTidInGrp.x");
        self.line("mov r0.z, vThreadGrpId.x");
        self.line(&format!("mov r0.w, {zero}.x"));
        let regs: Vec<u8> = INT_REGS.iter().chain(FLOAT_REGS.iter()).copied().collect();
        for (k, &r) in regs.iter().enumerate() {
            let mult = self.lit([1, 3, 5, 7][k % 4]);
            let add = self.lit(k as u32 * 5);
            let class = if k < 4 { Class::Int } else { Class::Float };
            self.line(&format!("imad r60.x, r0.x, {mult}, {add}"));
            let from_cb = !self.p.features.uav || (self.p.features.cb && k % 3 == 2);
            self.load_input(from_cb, class, r, 0xf);
        }
        for d in 0..MAX_LOOP_DEPTH {
            self.line(&format!("mov r{}, {zero}", LOOP_REG as usize + d));
        }
        if self.p.features.indexed_temps {
            let swz = ["", ".yzwx", ".zwxy", ".wxyz"];
            for k in 0..8 {
                let s = swz[k / 2];
                self.line(&format!("mov x0[{k}], r{}{s}", INT_REGS[k % 4]));
                self.line(&format!("mov x1[{k}], r{}{s}", FLOAT_REGS[k % 4]));
            }
        }
        if self.p.features.float_div {
            let not_run = self.lit(DIV_NOT_RUN);
            for k in 0..3 * DIV_RECORDS {
                let init = if k % 3 == 1 { &not_run } else { &zero };
                self.line(&format!("mov r{}, {init}", DIV_REG + k));
            }
        }
        self.own(true, Class::Int, INT_REGS[0], 0xf);
        self.own(true, Class::Float, FLOAT_REGS[0], 0xf);
    }

    fn epilogue(&mut self) {
        let slots = self.lit(slots(&self.p.features));
        let sixteen = self.lit(4);
        let mut regs: Vec<(u32, u8)> = INT_REGS
            .iter()
            .chain(FLOAT_REGS.iter())
            .enumerate()
            .map(|(k, &r)| (k as u32, r))
            .collect();
        if self.p.features.float_div {
            regs.extend((0..3 * DIV_RECORDS).map(|k| (SLOTS + u32::from(k), DIV_REG + k)));
        }
        for (k, r) in regs {
            let kk = self.lit(k);
            self.line(&format!("imad r62.x, r0.x, {slots}, {kk}"));
            if self.p.features.uav {
                self.line(&format!("ishl r62.x, r62.x, {sixteen}"));
                self.line(&format!("uav_raw_store_id(1) mem.xyzw, r62.x, r{r}"));
            } else {
                self.line(&format!("mov g[r62.x], r{r}"));
            }
        }
    }

    /// `r60.x` holds an input entry index in 0..16 (masked here).
    /// UAV 0 entries are 12 bytes apart and 32 of them are addressed, so float loads (which
    /// start half-way through the buffer) also read past its end: entry 21 straddles it
    /// (one dword in, three out) and entries 22-31 lie wholly outside, where the IL reads 0
    /// (`uav_raw_load`, manual L11439).
    fn load_input(&mut self, from_cb: bool, class: Class, dst: u8, mask: u8) {
        let m = mask_text(mask);
        let float = class == Class::Float;
        if from_cb {
            let fifteen = self.lit(15);
            self.line(&format!("iand r60.x, r60.x, {fifteen}"));
            let off = if float { "+16" } else { "" };
            self.line(&format!("mov r{dst}{m}, cb0[r60.x{off}]"));
        } else {
            let mask = self.lit(31);
            let twelve = self.lit(12);
            self.line(&format!("iand r60.x, r60.x, {mask}"));
            self.line(&format!("umul r60.x, r60.x, {twelve}"));
            if float {
                let half = self.lit(INPUT_HALF_WORDS as u32 * 4);
                self.line(&format!("iadd r60.x, r60.x, {half}"));
            }
            self.line(&format!("uav_raw_load_id(0) r{dst}{m}, r60.x"));
        }
    }

    /// Stores `reg` to (or loads it from) the lane's own scratch slot of `class`.
    fn own(&mut self, store: bool, class: Class, reg: u8, mask: u8) {
        let slots = self.lit(slots(&self.p.features));
        let slot = self.lit(if class == Class::Int {
            INT_SLOT
        } else {
            FLOAT_SLOT
        });
        self.line(&format!("imad r60.x, r0.x, {slots}, {slot}"));
        let m = mask_text(mask);
        if self.p.features.uav {
            let four = self.lit(4);
            self.line(&format!("ishl r60.x, r60.x, {four}"));
            if store {
                self.line(&format!("uav_raw_store_id(1) mem.xyzw, r60.x, r{reg}"));
            } else {
                self.line(&format!("uav_raw_load_id(1) r{reg}{m}, r60.x"));
            }
        } else if store {
            self.line(&format!("mov g[r60.x], r{reg}"));
        } else {
            self.line(&format!("mov r{reg}{m}, g[r60.x]"));
        }
    }

    /// Computes `cond` into `r60.x` and returns the `_logicalnz`/`_logicalz` suffix.
    fn cond(&mut self, c: &Cond) -> &'static str {
        let a = self.src(&c.a);
        match c.op {
            Some(op) => {
                let b = self.src(&c.b);
                self.line(&format!("{op} r60.x, {a}, {b}"));
            }
            None => self.line(&format!("mov r60.x, {a}")),
        }
        if c.nz {
            "_logicalnz"
        } else {
            "_logicalz"
        }
    }

    fn clamp(&mut self, dst: u8, mask: u8) {
        let lo = self.lit((-FLOAT_BOUND).to_bits());
        let hi = self.lit(FLOAT_BOUND.to_bits());
        let m = mask_text(mask);
        self.line(&format!("max r{dst}{m}, r{dst}, {lo}"));
        self.line(&format!("min r{dst}{m}, r{dst}, {hi}"));
    }

    fn body(&mut self, stmts: &[Stmt]) {
        self.depth += 1;
        for s in stmts {
            self.stmt(s);
        }
        self.depth -= 1;
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Alu {
                sig,
                dst,
                mask,
                srcs,
                dmod,
            } => {
                let srcs: Vec<String> = srcs.iter().map(|s| self.src(s)).collect();
                let suffix = match dmod {
                    DstMod::None => "",
                    DstMod::Sat => "_sat",
                    DstMod::X2 => "_x2",
                    DstMod::D2 => "_d2",
                };
                self.line(&format!(
                    "{}{suffix} r{dst}{}, {}",
                    sig.name,
                    mask_text(*mask),
                    srcs.join(", ")
                ));
                if sig.dst == Class::Float && (sig.grows || *dmod == DstMod::X2) {
                    self.clamp(*dst, *mask);
                }
            }
            Stmt::Division {
                record,
                zeroop,
                a,
                b,
            } => {
                let (a, b) = (self.src(a), self.src(b));
                let base = DIV_REG + 3 * record;
                self.line(&format!("mov r{base}, {a}"));
                self.line(&format!("mov r{}, {b}", base + 1));
                let op = match (record, zeroop) {
                    (0, Some(mode)) => format!("div_zeroop({mode})"),
                    (0, None) => "div".to_string(),
                    _ => "mod".to_string(),
                };
                self.line(&format!("{op} r{}, r{base}, r{}", base + 2, base + 1));
            }
            Stmt::If { cond, then_, else_ } => {
                let suffix = self.cond(cond);
                self.line(&format!("if{suffix} r60.x"));
                self.body(then_);
                if let Some(e) = else_ {
                    self.line("else");
                    self.body(e);
                }
                self.line("endif");
            }
            Stmt::Loop { limit, body } => {
                let depth = self.loop_depth.min(MAX_LOOP_DEPTH - 1);
                let r = LOOP_REG as usize + depth;
                let zero = self.lit(0);
                let one = self.lit(1);
                self.line(&format!("mov r{r}.x, {zero}"));
                match limit {
                    Limit::Const(n) => {
                        let n = self.lit(*n);
                        self.line(&format!("mov r{r}.y, {n}"));
                    }
                    Limit::Data(s) => {
                        let s = self.src(s);
                        let three = self.lit(3);
                        self.line(&format!("iand r{r}.y, {s}, {three}"));
                        self.line(&format!("iadd r{r}.y, r{r}.y, {one}"));
                    }
                }
                self.line("whileloop");
                self.depth += 1;
                self.line(&format!("ige r60.x, r{r}.x, r{r}.y"));
                self.line("break_logicalnz r60.x");
                self.line(&format!("iadd r{r}.x, r{r}.x, {one}"));
                self.depth -= 1;
                self.loop_depth += 1;
                self.body(body);
                self.loop_depth -= 1;
                self.line("endloop");
            }
            Stmt::Break(c) | Stmt::Continue(c) => {
                let word = if matches!(s, Stmt::Break(_)) {
                    "break"
                } else {
                    "continue"
                };
                match c {
                    None => self.line(word),
                    Some(c) => {
                        let suffix = self.cond(c);
                        self.line(&format!("{word}{suffix} r60.x"));
                    }
                }
            }
            Stmt::Switch {
                sel,
                cases,
                default,
            } => {
                let sel = self.src(sel);
                let seven = self.lit(7);
                self.line(&format!("iand r60.x, {sel}, {seven}"));
                self.line("switch r60.x");
                for c in cases {
                    for l in &c.labels {
                        self.line(&format!("case {l}"));
                    }
                    self.body(&c.body);
                    if c.brk {
                        self.depth += 1;
                        self.line("break");
                        self.depth -= 1;
                    }
                }
                if let Some(d) = default {
                    self.line("default");
                    self.body(d);
                    self.depth += 1;
                    self.line("break");
                    self.depth -= 1;
                }
                self.line("endswitch");
            }
            Stmt::IdxWrite {
                class,
                index,
                offset,
                src,
            } => {
                let at = self.index(index, *offset);
                let x = array(*class);
                self.line(&format!("mov {x}[{at}], r{src}"));
            }
            Stmt::IdxRead {
                class,
                index,
                offset,
                dst,
                mask,
            } => {
                let at = self.index(index, *offset);
                let x = array(*class);
                self.line(&format!("mov r{dst}{}, {x}[{at}]", mask_text(*mask)));
            }
            Stmt::LoadInput {
                from_cb,
                index,
                dst,
                mask,
            } => {
                let index = self.src(index);
                self.line(&format!("mov r60.x, {index}"));
                let class = class_of(*dst);
                self.load_input(*from_cb || !self.p.features.uav, class, *dst, *mask);
            }
            Stmt::OwnStore { src } => self.own(true, class_of(*src), *src, 0xf),
            Stmt::OwnLoad { dst, mask } => self.own(false, class_of(*dst), *dst, *mask),
            Stmt::LdsExchange { src, dst, shift } => {
                let two = self.lit(2);
                let v = self.src(src);
                self.line(&format!("ishl r61.x, r0.y, {two}"));
                self.line(&format!("mov r61.z, {v}"));
                self.line("lds_store_id(0) r61.x, r61.z");
                self.line("fence_threads_lds");
                let shift = self.lit(*shift);
                let wrap = self.lit(self.p.group - 1);
                self.line(&format!("iadd r61.y, r0.y, {shift}"));
                self.line(&format!("iand r61.y, r61.y, {wrap}"));
                self.line(&format!("ishl r61.y, r61.y, {two}"));
                self.line(&format!(
                    "lds_load_id(0) r{}.{}, r61.y",
                    dst.0, COMP[dst.1 as usize]
                ));
                self.line("fence_threads_lds");
            }
            Stmt::LdsAtomic { op, init, src, dst } => {
                let two = self.lit(2);
                let init = self.src(init);
                let v = self.src(src);
                let group_mask = self.lit(!15);
                self.line(&format!("ishl r61.x, r0.y, {two}"));
                self.line(&format!("mov r61.z, {init}"));
                self.line("lds_store_id(0) r61.x, r61.z");
                self.line("fence_threads_lds");
                self.line(&format!("iand r61.y, r61.x, {group_mask}"));
                self.line(&format!("mov r61.z, {v}"));
                self.line(&format!("lds_{op}_id(0) r61.y, r61.z"));
                self.line("fence_threads_lds");
                self.line(&format!(
                    "lds_load_id(0) r{}.{}, r61.y",
                    dst.0, COMP[dst.1 as usize]
                ));
                self.line("fence_threads_lds");
            }
            Stmt::UavAtomic { op, slot, src } => {
                let v = self.src(src);
                let addr = self.lit(u32::from(*slot) * 4);
                self.line(&format!("mov r61.z, {v}"));
                self.line(&format!("uav_{op}_id(2) {addr}.x, r61.z"));
            }
        }
    }

    /// Computes `(index & 3)` into `r60.x`; returns the `x#[]` address text.
    fn index(&mut self, index: &Src, offset: u8) -> String {
        let index = self.src(index);
        let three = self.lit(3);
        self.line(&format!("iand r60.x, {index}, {three}"));
        if offset == 0 {
            "r60.x".into()
        } else {
            format!("r60.x+{offset}")
        }
    }
}

fn array(class: Class) -> &'static str {
    match class {
        Class::Int => "x0",
        Class::Float => "x1",
    }
}

fn class_of(reg: u8) -> Class {
    if FLOAT_REGS.contains(&reg) {
        Class::Float
    } else {
        Class::Int
    }
}
