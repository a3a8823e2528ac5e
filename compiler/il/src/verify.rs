//! The verifier: checks a parsed or decoded program against the rules of the manual that
//! the grammar alone does not enforce. Every error is collected, each with a span.
//!
//! Checks: operand counts and kinds per opcode (from the opcode table); control specifiers
//! each opcode accepts; register read/write permission and legality for the shader type;
//! declared-before-use of literals, indexed temps, constant buffers, UAVs, SRVs, LDS, GDS
//! and resources (declarations may appear anywhere, but before the use, manual L429);
//! single definition of literals and labels; nesting of if/loop/switch/func; `break` and
//! `continue` placement; `fence_threads` outside flow control (L5271); `end` present and
//! last (L1123-1124); the usage / interpolation specifiers of `dcl_input` / `dcl_output`.
//!
//! Warnings (the program is still accepted): a constant-buffer index past the declared size
//! (CAL bound the whole buffer at run time; docs/il-text-notes.md).

use crate::diag::Diagnostics;
use crate::enums::{FenceFlag, ShaderType};
use crate::opcode::{Block, CtlSet, Extra, Opcode};
use crate::program::{Control, Instruction, Program, Reg};
use crate::regtype::{RegType, Stages};
use crate::span::Span;
use std::collections::{HashMap, HashSet};

/// Verifies `program`; returns every error found (with the warnings, when there is an
/// error). Use [`check`] to see warnings of an accepted program.
pub fn verify(program: &Program) -> Result<(), Diagnostics> {
    let diags = check(program);
    if diags.error_count() == 0 {
        Ok(())
    } else {
        Err(diags)
    }
}

/// Verifies `program`; returns every diagnostic, errors and warnings, in source order. The
/// program is accepted when none is an error.
pub fn check(program: &Program) -> Diagnostics {
    let mut v = Verifier {
        declared_literals: program
            .instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DclLiteral)
            .filter_map(|i| i.srcs.first().and_then(|s| s.reg.num))
            .collect(),
        declared_cbs: program
            .instructions
            .iter()
            .filter(|i| i.opcode == Opcode::DclConstBuffer)
            .filter_map(|i| i.srcs.first().and_then(|s| s.reg.num))
            .collect(),
        shader: program.shader,
        diags: Diagnostics::new(),
        literals: HashSet::new(),
        itemps: HashMap::new(),
        cbs: HashMap::new(),
        icb: false,
        uavs: HashSet::new(),
        srvs: HashSet::new(),
        lds: HashSet::new(),
        gds: HashSet::new(),
        resources: HashSet::new(),
        funcs: HashMap::new(),
        calls: Vec::new(),
        blocks: Vec::new(),
        after_main: false,
        func_returned: false,
        saved_literals: None,
    };
    let n = program.instructions.len();
    let mut ended = false;
    for (i, inst) in program.instructions.iter().enumerate() {
        if ended {
            v.diags
                .error(inst.span, "instruction after `end` (`end` must be last)");
            break;
        }
        v.instruction(inst);
        if inst.opcode == Opcode::End {
            ended = true;
            let _ = i + 1 == n;
        }
    }
    if !ended {
        if !v.blocks.is_empty() {
            v.unclosed_before(program.span, "the end of the program");
        }
        let at = program
            .instructions
            .last()
            .map(|i| Span::new(i.span.end(), i.span.end()))
            .unwrap_or(program.span);
        v.diags.error(at, "missing `end` at the end of the program");
    }
    for (label, span) in std::mem::take(&mut v.calls) {
        if !v.funcs.contains_key(&label) {
            v.diags
                .error(span, format!("call to undefined function {label}"));
        }
    }
    v.diags.sort();
    v.diags
}

/// One open flow-control block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    If { else_seen: bool },
    Loop,
    Switch { default_seen: bool },
    Func,
    Macro,
    Phase,
}

struct Verifier {
    /// Every literal number a `dcl_literal` declares anywhere in the program.
    declared_literals: HashSet<u32>,
    /// Every constant-buffer number a `dcl_cb` declares anywhere in the program.
    declared_cbs: HashSet<u32>,
    shader: ShaderType,
    diags: Diagnostics,
    literals: HashSet<u32>,
    itemps: HashMap<u32, i64>,
    cbs: HashMap<u32, i64>,
    icb: bool,
    uavs: HashSet<u32>,
    srvs: HashSet<u32>,
    lds: HashSet<u32>,
    gds: HashSet<u32>,
    resources: HashSet<u32>,
    funcs: HashMap<u32, Span>,
    calls: Vec<(u32, Span)>,
    blocks: Vec<(Open, Span)>,
    after_main: bool,
    /// The innermost open function saw a top-level `ret`.
    func_returned: bool,
    /// Literals declared outside the macro being verified.
    saved_literals: Option<HashSet<u32>>,
}

/// Which control kinds (as [`CtlSet`] bits) a control belongs to.
fn control_kind(c: &Control) -> CtlSet {
    match c {
        Control::RelOp(_) => CtlSet::RELOP,
        Control::ZeroOp(_) => CtlSet::ZEROOP,
        Control::CmpVal(_) => CtlSet::CMPVAL,
        Control::Ieee => CtlSet::IEEE,
        Control::Id(_) => CtlSet::ID,
        Control::Resource(_) => CtlSet::RESOURCE,
        Control::Sampler(_) => CtlSet::SAMPLER,
        Control::Stage(_) => CtlSet::STAGE,
        Control::Uint => CtlSet::UINT,
        Control::Cached => CtlSet::CACHED,
        Control::Ext => CtlSet::EXT,
        Control::Fine => CtlSet::FINE,
        Control::Repeat => CtlSet::REPEAT,
        Control::Fence(_) => CtlSet::FENCE,
        Control::Size(_) => CtlSet::SIZE,
        Control::Type(_) => CtlSet::TYPE,
        Control::Fmt(..) => CtlSet::FMT,
        Control::AOffImmi(_) => CtlSet::AOFF,
        Control::Precise(_) => CtlSet::PRECISE,
        Control::FirstBit(_) | Control::ParenId(_) => CtlSet::NONE,
        Control::Other(..) | Control::Keyword(_) => CtlSet::OTHER,
    }
}

fn control_text(c: &Control) -> String {
    let mut s = String::new();
    let mut tmp = crate::program::Instruction::new(Opcode::Nop);
    tmp.controls.push(c.clone());
    crate::print::print_instruction(&tmp, &mut s);
    s.trim_start_matches("nop").trim().to_string()
}

/// The resource family an opcode's `_id(n)` refers to, derived from its mnemonic.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Uav,
    Srv,
    Lds,
    Gds,
}

fn family(op: Opcode) -> Option<Family> {
    let m = op.mnemonic();
    if m.starts_with("uav_") || m.starts_with("append_buf_") {
        Some(Family::Uav)
    } else if m.starts_with("srv_") {
        Some(Family::Srv)
    } else if m.starts_with("lds_") && op != Opcode::LdsReadVec && op != Opcode::LdsWriteVec {
        Some(Family::Lds)
    } else if m.starts_with("gds_") {
        Some(Family::Gds)
    } else {
        None
    }
}

impl Verifier {
    fn instruction(&mut self, inst: &Instruction) {
        let op = inst.opcode;
        let shape = op.shape();
        let span = inst.span;
        let m = op.mnemonic();
        if op == Opcode::Unknown {
            self.diags.error(
                span,
                "`unknown` (IL_OP_UNKNOWN) is not an executable instruction",
            );
        }
        // Operand counts.
        let nd = inst.dsts.len();
        let ns = inst.srcs.len();
        if nd < usize::from(shape.dsts.min) || nd > usize::from(shape.dsts.max) {
            self.diags.error(
                span,
                format!(
                    "`{m}` takes {} destination operand(s), found {nd}",
                    count_text(shape.dsts.min, shape.dsts.max)
                ),
            );
        }
        if ns < usize::from(shape.srcs.min) || ns > usize::from(shape.srcs.max) {
            self.diags.error(
                span,
                format!(
                    "`{m}` takes {} source operand(s), found {ns}",
                    count_text(shape.srcs.min, shape.srcs.max)
                ),
            );
        }
        let nx = inst.extra.len();
        let (xmin, xmax, what) = match shape.extra {
            Extra::None | Extra::Keywords | Extra::Raw => (
                0,
                if shape.extra == Extra::Keywords {
                    usize::MAX
                } else {
                    0
                },
                "number",
            ),
            Extra::Label => (1, 1, "label"),
            Extra::Case => (1, 1, "case value"),
            Extra::Words4 => (4, 4, "32-bit value"),
            Extra::Words(a, b) => (usize::from(a), usize::from(b), "number"),
            Extra::Float | Extra::Bool => (1, 1, "value"),
            Extra::ImmediateCb | Extra::LabelList => (0, usize::MAX, "value"),
        };
        if nx < xmin || nx > xmax {
            self.diags.error(
                span,
                format!(
                    "`{m}` takes {} {what}(s) after its operands, found {nx}",
                    count_text_usize(xmin, xmax)
                ),
            );
        }
        // Controls.
        for c in &inst.controls {
            let kind = control_kind(c);
            let allowed = match c {
                Control::FirstBit(_) => shape.paren == crate::opcode::Paren::FirstBit,
                Control::ParenId(_) => shape.paren == crate::opcode::Paren::Id,
                Control::Keyword(_) => shape.extra == Extra::Keywords,
                _ => shape.controls.contains(kind),
            };
            if !allowed {
                self.diags
                    .error(span, format!("`{m}` does not accept `{}`", control_text(c)));
            }
        }
        // LN, LOG and LOGP take any ILZeroOp except IL_ZEROOP_0 (manual L8224, L8271, L8368).
        if matches!(op, Opcode::Ln | Opcode::Log | Opcode::Logp)
            && inst.zeroop() == Some(crate::enums::ZeroOp::Zero)
        {
            self.diags.error(
                span,
                format!("`{m}` cannot use `_zeroop(zero)` (manual L8224, L8271, L8368)"),
            );
        }
        if op == Opcode::Fence && !inst.controls.iter().any(|c| matches!(c, Control::Fence(_))) {
            self.diags.error(
                span,
                "`fence` needs at least one option (`_threads`, `_lds`, `_memory`, ...)",
            );
        }
        if let Some(d) = inst.dsts.first() {
            if (d.clamp || d.shift != crate::enums::ShiftScale::None) && m.starts_with("dcl") {
                self.diags
                    .error(d.span, "declarations take no `_sat` or shift modifiers");
            }
        }
        if let Some((stages, why)) = opcode_stages(op) {
            if !stages.contains(self.shader) {
                self.diags.error(
                    span,
                    format!(
                        "`{m}` cannot be used in a {} shader ({why})",
                        shader_name(self.shader)
                    ),
                );
            }
        }
        if op == Opcode::Fence
            && inst.fence(FenceFlag::Threads)
            && self.shader != ShaderType::Compute
        {
            self.diags.error(
                span,
                "`fence_threads` is only valid in compute shaders (L5271)",
            );
        }
        // Registers.
        let decl = m.starts_with("dcl") || matches!(op, Opcode::Def | Opcode::Defb);
        for d in &inst.dsts {
            self.register(&d.reg, d.span, true, decl);
        }
        for s in &inst.srcs {
            self.register(&s.reg, s.span, false, decl);
        }
        self.declarations(inst);
        self.resources_used(inst);
        self.flow(inst);
    }

    fn register(&mut self, reg: &Reg, span: Span, as_dst: bool, decl: bool) {
        let info = reg.ty.info();
        if !info.stages.contains(self.shader) {
            self.diags.error(
                span,
                format!(
                    "register `{}` cannot be used in a {} shader",
                    info.name,
                    shader_name(self.shader)
                ),
            );
        }
        if !decl {
            if as_dst && !info.writable {
                self.diags
                    .error(span, format!("register `{}` is read-only", info.name));
            }
            // Output registers `o#` may be read back: programs use `o0` as an accumulator,
            // which AMD's compiler accepted; the read returns what this invocation last
            // wrote (docs/il-text-notes.md).
            if !as_dst && !info.readable && reg.ty != RegType::Output {
                self.diags
                    .error(span, format!("register `{}` is write-only", info.name));
            }
        }
        for idx in &reg.indices {
            if let Some(r) = &idx.reg {
                let ri = r.ty.info();
                if !ri.readable || !ri.stages.contains(self.shader) {
                    self.diags.error(
                        r.span,
                        format!("register `{}` cannot be used as an index", ri.name),
                    );
                }
            }
        }
        if decl {
            return;
        }
        let num = reg.num;
        let const_index = reg
            .indices
            .first()
            .filter(|i| i.reg.is_none())
            .map(|i| i.offset);
        match reg.ty {
            RegType::Literal => {
                if let Some(n) = num {
                    if !self.literals.contains(&n) {
                        let msg = if self.declared_literals.contains(&n) {
                            format!("literal `l{n}` is used before its `dcl_literal`")
                        } else {
                            format!("literal `l{n}` is not declared (no `dcl_literal l{n}, ...`)")
                        };
                        self.diags.error(span, msg);
                    }
                }
            }
            RegType::ITemp => match num.and_then(|n| self.itemps.get(&n).map(|s| (n, *s))) {
                None => {
                    let n = num.map(|n| n.to_string()).unwrap_or_default();
                    self.diags.error(
                        span,
                        format!("indexed temp `x{n}` is used before its `dcl_indexed_temp_array`"),
                    );
                }
                Some((n, size)) => {
                    if let Some(i) = const_index {
                        if i < 0 || i >= size {
                            self.diags.error(
                                span,
                                format!("index {i} is out of range for `x{n}[{size}]`"),
                            );
                        }
                    }
                    if reg.indices.is_empty() {
                        self.diags
                            .error(span, format!("indexed temp `x{n}` needs an index"));
                    }
                }
            },
            RegType::ConstBuff => {
                if let Some(n) = num {
                    match self.cbs.get(&n) {
                        None if self.declared_cbs.contains(&n) => self.diags.error(
                            span,
                            format!("constant buffer `cb{n}` is used before its `dcl_cb`"),
                        ),
                        None => self.diags.error(
                            span,
                            format!(
                                "constant buffer `cb{n}` is not declared (no `dcl_cb cb{n}[size]`)"
                            ),
                        ),
                        Some(&size) => {
                            if let Some(i) = const_index {
                                if i < 0 {
                                    self.diags.error(
                                        span,
                                        format!("index {i} is out of range for `cb{n}[{size}]`"),
                                    );
                                } else if size > 0 && i >= size {
                                    // CAL bound the buffer at run time, whatever its
                                    // declared size; reads past the bound buffer give 0.
                                    self.diags.warning(
                                        span,
                                        format!(
                                            "index {i} is past the declared size of \
                                             `cb{n}[{size}]` (reads past the bound buffer give 0)"
                                        ),
                                    );
                                }
                            }
                        }
                    }
                }
            }
            RegType::ImmedConstBuff if !self.icb => {
                self.diags
                    .error(span, "`icb` is used before its `dcl_cb icb[n] = {...}`");
            }
            _ => {}
        }
    }

    fn declarations(&mut self, inst: &Instruction) {
        let span = inst.span;
        let first_src = inst.srcs.first();
        let size = |i: &Instruction| {
            i.srcs
                .first()
                .and_then(|s| s.reg.indices.first())
                .filter(|x| x.reg.is_none())
                .map(|x| x.offset)
        };
        match inst.opcode {
            Opcode::DclLiteral => {
                if let Some(s) = first_src {
                    if s.reg.ty != RegType::Literal {
                        self.diags
                            .error(s.span, "`dcl_literal` declares a literal register `l#`");
                    } else if let Some(n) = s.reg.num {
                        if !self.literals.insert(n) {
                            self.diags
                                .error(s.span, format!("literal `l{n}` is declared twice"));
                        }
                    }
                }
            }
            Opcode::DclIndexedTempArray => {
                if let Some(s) = first_src {
                    match (s.reg.ty, s.reg.num, size(inst)) {
                        (RegType::ITemp, Some(n), Some(sz)) if sz > 0 => {
                            self.itemps.insert(n, sz);
                        }
                        _ => self
                            .diags
                            .error(s.span, "`dcl_indexed_temp_array` takes `x#[size]`"),
                    }
                }
            }
            Opcode::DclConstBuffer => {
                if let Some(s) = first_src {
                    match (s.reg.ty, s.reg.num) {
                        (RegType::ConstBuff, Some(n)) => {
                            self.cbs.insert(n, size(inst).unwrap_or(0));
                        }
                        (RegType::ImmedConstBuff, _) => self.icb = true,
                        _ => self
                            .diags
                            .error(s.span, "`dcl_cb` takes `cb#[size]` or `icb[size] = {...}`"),
                    }
                }
            }
            Opcode::DclUav
            | Opcode::DclRawUav
            | Opcode::DclStructUav
            | Opcode::DclArenaUav
            | Opcode::DclTypedUav
            | Opcode::DclTypelessUav => self.declare(inst, Family::Uav),
            Opcode::DclRawSrv | Opcode::DclStructSrv => self.declare(inst, Family::Srv),
            Opcode::DclLds | Opcode::DclStructLds => self.declare(inst, Family::Lds),
            Opcode::DclGds | Opcode::DclStructGds => self.declare(inst, Family::Gds),
            Opcode::DclInput | Opcode::DclOutput => self.io_declaration(inst),
            Opcode::DclResource => match inst.id() {
                Some(n) => {
                    self.resources.insert(n);
                }
                None => self.diags.error(span, "`dcl_resource` needs `_id(n)`"),
            },
            _ => {}
        }
    }

    /// Checks the specifiers of `dcl_input` / `dcl_output`: at most one usage, written
    /// `_usage(u)` (manual L4121, L4369) or as the bare usage name DX10-to-IL converters
    /// emit (`_position`, `_generic`; `_position` = `_usage(pos)`), at most one
    /// `_interp(mode)` (inputs of pixel shaders only, L4123) and `_centroid` (bit 24,
    /// "always ignored", L4154); the usages and modes are App. B's ILImportUsage and
    /// ILInterpMode (L14192-14218, L14309-14318).
    fn io_declaration(&mut self, inst: &Instruction) {
        use crate::binary::control::{IMPORT_USAGES, INTERP_MODES};
        let input = inst.opcode == Opcode::DclInput;
        let m = inst.opcode.mnemonic();
        let mut usages = 0;
        let mut interps = 0;
        for c in &inst.controls {
            let known = |list: &[&str], w: &str| list.iter().any(|x| x.eq_ignore_ascii_case(w));
            match c {
                Control::Other(name, Some(arg)) if &**name == "usage" => {
                    usages += 1;
                    if !known(IMPORT_USAGES, arg) && !arg.eq_ignore_ascii_case("wincoord") {
                        self.diags
                            .error(inst.span, format!("unknown usage `{arg}` in `_usage(..)`"));
                    }
                }
                Control::Other(name, Some(arg)) if &**name == "interp" && input => {
                    interps += 1;
                    if !known(INTERP_MODES, arg) {
                        self.diags.error(
                            inst.span,
                            format!("unknown interpolation mode `{arg}` in `_interp(..)`"),
                        );
                    }
                    if self.shader != ShaderType::Pixel {
                        self.diags.error(
                            inst.span,
                            "`_interp(..)` is only allowed in pixel shaders (manual L4123)",
                        );
                    }
                }
                Control::Other(name, None) if &**name == "centroid" && input => {}
                Control::Other(name, None)
                    if &**name == "position" || known(IMPORT_USAGES, name) =>
                {
                    usages += 1;
                }
                _ => self.diags.error(
                    inst.span,
                    format!("`{m}` does not accept `{}`", control_text(c)),
                ),
            }
        }
        if usages > 1 {
            self.diags
                .error(inst.span, format!("`{m}` declares more than one usage"));
        }
        if interps > 1 {
            self.diags.error(
                inst.span,
                format!("`{m}` declares more than one interpolation mode"),
            );
        }
    }

    fn declare(&mut self, inst: &Instruction, fam: Family) {
        let Some(id) = inst.id() else {
            self.diags.error(
                inst.span,
                format!("`{}` needs `_id(n)`", inst.opcode.mnemonic()),
            );
            return;
        };
        let set = match fam {
            Family::Uav => &mut self.uavs,
            Family::Srv => &mut self.srvs,
            Family::Lds => &mut self.lds,
            Family::Gds => &mut self.gds,
        };
        set.insert(id);
    }

    fn resources_used(&mut self, inst: &Instruction) {
        let op = inst.opcode;
        if let Some(fam) = family(op) {
            let id = inst.id().or_else(|| inst.resource());
            let (set, what, decl) = match fam {
                Family::Uav => (&self.uavs, "UAV", "dcl_raw_uav/dcl_struct_uav/dcl_uav"),
                Family::Srv => (&self.srvs, "SRV", "dcl_raw_srv/dcl_struct_srv"),
                Family::Lds => (&self.lds, "LDS", "dcl_lds/dcl_struct_lds"),
                Family::Gds => (&self.gds, "GDS", "dcl_gds/dcl_struct_gds"),
            };
            match id {
                Some(n) if !set.contains(&n) => {
                    self.diags.error(
                        inst.span,
                        format!("{what} {n} is used before its declaration ({decl})"),
                    );
                }
                Some(_) => {}
                None => self
                    .diags
                    .error(inst.span, format!("`{}` needs `_id(n)`", op.mnemonic())),
            }
        } else if let Some(n) = inst.resource() {
            let uav = inst
                .controls
                .iter()
                .any(|c| matches!(c, Control::Other(name, None) if &**name == "uav"));
            if uav {
                if !self.uavs.contains(&n) {
                    self.diags
                        .error(inst.span, format!("UAV {n} is used before its declaration"));
                }
            } else if !self.resources.contains(&n) {
                self.diags.error(
                    inst.span,
                    format!("resource {n} is used before its `dcl_resource_id({n})`"),
                );
            }
        }
    }

    fn in_flow_control(&self) -> bool {
        self.blocks
            .iter()
            .any(|(b, _)| matches!(b, Open::If { .. } | Open::Loop | Open::Switch { .. }))
    }

    fn flow(&mut self, inst: &Instruction) {
        let span = inst.span;
        let block = inst.opcode.shape().block;
        if inst.opcode == Opcode::Fence && inst.fence(FenceFlag::Threads) && self.in_flow_control()
        {
            self.diags
                .error(span, "`fence_threads` is not allowed inside flow control");
        }
        // After `endmain` only `func` blocks and `end` may follow (L3797).
        if self.after_main
            && self.blocks.is_empty()
            && !matches!(block, Block::Func | Block::End | Block::Macro)
        {
            self.diags
                .error(span, "only `func` blocks and `end` may follow `endmain`");
        }
        if self.func_returned && matches!(block, Block::Func | Block::End) {
            // A function ended by a top-level `ret` without `endfunc` (manual L1097-1109).
            if matches!(self.blocks.last(), Some((Open::Func, _))) {
                self.blocks.pop();
            }
            self.func_returned = false;
        }
        if self.func_returned {
            self.func_returned = false;
        }
        match block {
            Block::None | Block::RetDyn => {}
            Block::If => self.blocks.push((Open::If { else_seen: false }, span)),
            Block::Else => match self.blocks.last_mut() {
                Some((Open::If { else_seen }, _)) => {
                    if *else_seen {
                        self.diags.error(span, "second `else` in one if-block");
                    }
                    *else_seen = true;
                }
                _ => self.diags.error(span, "`else` without an open if-block"),
            },
            Block::EndIf => self.close(span, |b| matches!(b, Open::If { .. }), "endif", "if-block"),
            Block::Loop => self.blocks.push((Open::Loop, span)),
            Block::EndLoop => self.close(span, |b| b == Open::Loop, "endloop", "loop"),
            Block::Switch => self.blocks.push((
                Open::Switch {
                    default_seen: false,
                },
                span,
            )),
            Block::Case | Block::Default => match self.blocks.last_mut() {
                Some((Open::Switch { default_seen }, _)) => {
                    if block == Block::Default {
                        if *default_seen {
                            self.diags.error(span, "second `default` in one switch");
                        }
                        *default_seen = true;
                    }
                }
                _ => self.diags.error(
                    span,
                    format!("`{}` outside a switch", inst.opcode.mnemonic()),
                ),
            },
            Block::EndSwitch => self.close(
                span,
                |b| matches!(b, Open::Switch { .. }),
                "endswitch",
                "switch",
            ),
            Block::Break => {
                let ok = self
                    .blocks
                    .iter()
                    .rev()
                    .take_while(|(b, _)| *b != Open::Func)
                    .any(|(b, _)| matches!(b, Open::Loop | Open::Switch { .. }));
                if !ok {
                    self.diags.error(
                        span,
                        format!("`{}` outside a loop or switch", inst.opcode.mnemonic()),
                    );
                }
            }
            Block::Continue => {
                let ok = self
                    .blocks
                    .iter()
                    .rev()
                    .take_while(|(b, _)| *b != Open::Func)
                    .any(|(b, _)| *b == Open::Loop);
                if !ok {
                    self.diags
                        .error(span, format!("`{}` outside a loop", inst.opcode.mnemonic()));
                }
            }
            Block::Func => {
                if !self.after_main {
                    self.diags.error(span, "`func` must follow `endmain`");
                }
                if !self.blocks.is_empty() {
                    self.unclosed_before(span, "`func`");
                }
                if let Some(&label) = inst.extra.first() {
                    if let Some(prev) = self.funcs.insert(label, span) {
                        let _ = prev;
                        self.diags
                            .error(span, format!("function {label} is defined twice"));
                    }
                }
                self.blocks.push((Open::Func, span));
            }
            Block::EndFunc => self.close(span, |b| b == Open::Func, "endfunc", "func"),
            Block::Ret => {
                if matches!(self.blocks.last(), Some((Open::Func, _))) {
                    self.func_returned = true;
                } else if self.in_flow_control() {
                    self.diags.error(
                        span,
                        "`ret` is not allowed inside flow control (use `ret_dyn`)",
                    );
                }
            }
            Block::EndMain => {
                if self.after_main {
                    self.diags.error(span, "second `endmain`");
                }
                if !self.blocks.is_empty() {
                    self.unclosed_before(span, "`endmain`");
                }
                self.after_main = true;
            }
            Block::End => {
                if !self.blocks.is_empty() {
                    self.unclosed_before(span, "`end`");
                }
            }
            Block::Phase => {
                if matches!(self.blocks.last(), Some((Open::Phase, _))) {
                    self.blocks.pop();
                }
                self.blocks.push((Open::Phase, span));
            }
            Block::EndPhase => {
                self.close(span, |b| b == Open::Phase, "endphase", "hull-shader phase")
            }
            Block::Macro => {
                // Macro literals are local to the macro (renamed on expansion, L13296).
                self.saved_literals = Some(self.literals.clone());
                self.blocks.push((Open::Macro, span));
            }
            Block::EndMacro => {
                if let Some(l) = self.saved_literals.take() {
                    self.literals = l;
                }
                self.close(span, |b| b == Open::Macro, "mend", "macro")
            }
        }
        if matches!(
            inst.opcode,
            Opcode::Call | Opcode::Callnz | Opcode::CallLogicalz | Opcode::CallLogicalnz
        ) {
            if let Some(&label) = inst.extra.first() {
                self.calls.push((label, span));
            }
        }
    }

    /// Reports every block still open at `span` and clears the stack.
    fn unclosed_before(&mut self, span: Span, what: &str) {
        for (b, at) in std::mem::take(&mut self.blocks) {
            let name = match b {
                Open::If { .. } => "if-block",
                Open::Loop => "loop",
                Open::Switch { .. } => "switch",
                Open::Func => "func",
                Open::Macro => "macro",
                Open::Phase => continue,
            };
            self.diags
                .error(at, format!("{name} is not closed before {what}"));
        }
        let _ = span;
    }

    fn close(&mut self, span: Span, is: impl Fn(Open) -> bool, closer: &str, opener: &str) {
        match self.blocks.last() {
            Some(&(b, _)) if is(b) => {
                self.blocks.pop();
            }
            Some(&(b, at)) => {
                let _ = b;
                self.diags.error(
                    span,
                    format!("`{closer}` does not match the innermost open block"),
                );
                let _ = at;
            }
            None => self
                .diags
                .error(span, format!("`{closer}` without an open {opener}")),
        }
    }
}

/// Shader types an opcode is restricted to, by family (from its mnemonic), with the
/// manual's reason; `None` when the manual states no restriction.
fn opcode_stages(op: Opcode) -> Option<(Stages, &'static str)> {
    let m = op.mnemonic();
    let bit = |t: ShaderType| Stages(1 << t.number());
    if (m.starts_with("lds_") && op != Opcode::LdsReadVec && op != Opcode::LdsWriteVec)
        || matches!(
            op,
            Opcode::DclLds
                | Opcode::DclStructLds
                | Opcode::DclNumThreadPerGroup
                | Opcode::DclMaxThreadPerGroup
                | Opcode::DclTotalNumThreadGroup
        )
    {
        return Some((Stages::CS, "compute only, L3270 and L4339"));
    }
    if m.starts_with("discard_") || op == Opcode::Kill {
        return Some((bit(ShaderType::Pixel), "pixel shaders only, L5137"));
    }
    if m.starts_with("emit") || m.starts_with("cut") {
        return Some((
            bit(ShaderType::Geometry),
            "geometry shaders only, L5093-5185",
        ));
    }
    if m.starts_with("hs_") || matches!(op, Opcode::Endphase) {
        return Some((bit(ShaderType::Hull), "hull shaders only, L3850-3876"));
    }
    None
}

fn shader_name(t: ShaderType) -> &'static str {
    match t {
        ShaderType::Vertex => "vertex",
        ShaderType::Pixel => "pixel",
        ShaderType::Geometry => "geometry",
        ShaderType::Compute => "compute",
        ShaderType::Hull => "hull",
        ShaderType::Domain => "domain",
    }
}

fn count_text(min: u8, max: u8) -> String {
    count_text_usize(usize::from(min), usize::from(max))
}

fn count_text_usize(min: usize, max: usize) -> String {
    if min == max {
        min.to_string()
    } else if max == usize::MAX {
        format!("at least {min}")
    } else {
        format!("{min} to {max}")
    }
}
