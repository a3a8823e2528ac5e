//! Shrinking a failing [`Program`]: greedy passes over candidate simplifications (fewer
//! work-items, dropped statements, unwrapped control flow, literal operands, narrower write
//! masks), keeping each one under which the check still fails, until none does.
//!
//! Every candidate is well formed by construction: statements are self-contained (they
//! compute their scratch values themselves), registers are initialised by the prologue, and
//! unwrapping a loop also removes the `break`/`continue` statements that belonged to it.

use super::ast::*;
use super::gen::Program;

/// Largest number of candidate programs tried.
const MAX_TRIES: usize = 3000;

/// The smallest program reachable by the simplifications under which `fails` holds.
pub fn shrink(mut p: Program, fails: impl Fn(&Program) -> bool) -> Program {
    let mut tries = 0;
    loop {
        let mut improved = false;
        for cand in candidates(&p) {
            if tries == MAX_TRIES {
                return p;
            }
            tries += 1;
            if fails(&cand) {
                p = cand;
                improved = true;
                break;
            }
        }
        if !improved {
            return p;
        }
    }
}

fn candidates(p: &Program) -> Vec<Program> {
    let mut out = Vec::new();
    if p.groups > 1 {
        out.push(Program {
            groups: 1,
            ..p.clone()
        });
    }
    if p.group > 16 {
        out.push(Program {
            group: p.group / 2,
            ..p.clone()
        });
    }
    for body in block_variants(&p.body) {
        out.push(Program { body, ..p.clone() });
    }
    out
}

fn splice(b: &[Stmt], i: usize, with: Vec<Stmt>) -> Vec<Stmt> {
    let mut v = b[..i].to_vec();
    v.extend(with);
    v.extend_from_slice(&b[i + 1..]);
    v
}

fn block_variants(b: &[Stmt]) -> Vec<Vec<Stmt>> {
    let mut out = Vec::new();
    let n = b.len();
    if n >= 4 {
        out.push(b[..n / 2].to_vec());
        out.push(b[n / 2..].to_vec());
    }
    for i in 0..n {
        out.push(splice(b, i, Vec::new()));
    }
    for i in 0..n {
        for r in stmt_variants(&b[i]) {
            out.push(splice(b, i, r));
        }
    }
    out
}

/// Removes the `break`/`continue` statements of the loop whose body is `b`.
fn strip_exits(b: &[Stmt]) -> Vec<Stmt> {
    b.iter()
        .filter(|s| !matches!(s, Stmt::Break(_) | Stmt::Continue(_)))
        .map(|s| match s {
            Stmt::If { cond, then_, else_ } => Stmt::If {
                cond: cond.clone(),
                then_: strip_exits(then_),
                else_: else_.as_deref().map(strip_exits),
            },
            other => other.clone(),
        })
        .collect()
}

fn simpler_srcs(srcs: &[Src]) -> Vec<Vec<Src>> {
    let mut out = Vec::new();
    for (i, s) in srcs.iter().enumerate() {
        if s.neg || s.abs {
            let mut v = srcs.to_vec();
            v[i].neg = false;
            v[i].abs = false;
            out.push(v);
        }
        if s.operand != Operand::Lit([0; 4]) {
            let mut v = srcs.to_vec();
            v[i] = Src::lit(0);
            out.push(v);
        }
    }
    out
}

fn simpler_src(s: &Src) -> Vec<Src> {
    simpler_srcs(std::slice::from_ref(s))
        .into_iter()
        .map(|mut v| v.remove(0))
        .collect()
}

fn narrower_masks(mask: u8) -> Vec<u8> {
    if mask.count_ones() <= 1 {
        return Vec::new();
    }
    (0..4).map(|i| 1 << i).filter(|m| mask & m != 0).collect()
}

fn stmt_variants(s: &Stmt) -> Vec<Vec<Stmt>> {
    let one = |s: Stmt| vec![s];
    let mut out = Vec::new();
    match s {
        Stmt::Alu {
            sig,
            dst,
            mask,
            srcs,
            dmod,
        } => {
            let with = |mask: u8, srcs: Vec<Src>, dmod: DstMod| Stmt::Alu {
                sig: *sig,
                dst: *dst,
                mask,
                srcs,
                dmod,
            };
            if *dmod != DstMod::None {
                out.push(one(with(*mask, srcs.clone(), DstMod::None)));
            }
            for m in narrower_masks(*mask) {
                out.push(one(with(m, srcs.clone(), *dmod)));
            }
            for v in simpler_srcs(srcs) {
                out.push(one(with(*mask, v, *dmod)));
            }
        }
        Stmt::If { cond, then_, else_ } => {
            out.push(then_.clone());
            if let Some(e) = else_ {
                out.push(e.clone());
                out.push(one(Stmt::If {
                    cond: cond.clone(),
                    then_: then_.clone(),
                    else_: None,
                }));
                for v in block_variants(e) {
                    out.push(one(Stmt::If {
                        cond: cond.clone(),
                        then_: then_.clone(),
                        else_: Some(v),
                    }));
                }
            }
            for v in block_variants(then_) {
                out.push(one(Stmt::If {
                    cond: cond.clone(),
                    then_: v,
                    else_: else_.clone(),
                }));
            }
            for c in simpler_conds(cond) {
                out.push(one(Stmt::If {
                    cond: c,
                    then_: then_.clone(),
                    else_: else_.clone(),
                }));
            }
        }
        Stmt::Loop { limit, body } => {
            out.push(strip_exits(body));
            if *limit != Limit::Const(1) {
                out.push(one(Stmt::Loop {
                    limit: Limit::Const(1),
                    body: body.clone(),
                }));
            }
            for v in block_variants(body) {
                out.push(one(Stmt::Loop {
                    limit: limit.clone(),
                    body: v,
                }));
            }
        }
        Stmt::Break(Some(c)) | Stmt::Continue(Some(c)) => {
            let is_break = matches!(s, Stmt::Break(_));
            for c in simpler_conds(c) {
                out.push(one(if is_break {
                    Stmt::Break(Some(c))
                } else {
                    Stmt::Continue(Some(c))
                }));
            }
        }
        Stmt::Break(None) | Stmt::Continue(None) => {}
        Stmt::Switch {
            sel,
            cases,
            default,
        } => {
            let with = |sel: &Src, cases: Vec<Case>, default: Option<Vec<Stmt>>| Stmt::Switch {
                sel: sel.clone(),
                cases,
                default,
            };
            for c in cases {
                out.push(c.body.clone());
            }
            if let Some(d) = default {
                out.push(d.clone());
                out.push(one(with(sel, cases.clone(), None)));
                for v in block_variants(d) {
                    out.push(one(with(sel, cases.clone(), Some(v))));
                }
            }
            for i in 0..cases.len() {
                if cases.len() > 1 {
                    let mut v = cases.clone();
                    v.remove(i);
                    out.push(one(with(sel, v, default.clone())));
                }
                if !cases[i].brk {
                    let mut v = cases.clone();
                    v[i].brk = true;
                    out.push(one(with(sel, v, default.clone())));
                }
                for b in block_variants(&cases[i].body) {
                    let mut v = cases.clone();
                    v[i].body = b;
                    out.push(one(with(sel, v, default.clone())));
                }
            }
            for s in simpler_src(sel) {
                out.push(one(with(&s, cases.clone(), default.clone())));
            }
        }
        Stmt::IdxWrite {
            class,
            index,
            offset,
            src,
        } => {
            for i in simpler_src(index) {
                out.push(one(Stmt::IdxWrite {
                    class: *class,
                    index: i,
                    offset: *offset,
                    src: *src,
                }));
            }
        }
        Stmt::IdxRead {
            class,
            index,
            offset,
            dst,
            mask,
        } => {
            for m in narrower_masks(*mask) {
                out.push(one(Stmt::IdxRead {
                    class: *class,
                    index: index.clone(),
                    offset: *offset,
                    dst: *dst,
                    mask: m,
                }));
            }
            for i in simpler_src(index) {
                out.push(one(Stmt::IdxRead {
                    class: *class,
                    index: i,
                    offset: *offset,
                    dst: *dst,
                    mask: *mask,
                }));
            }
        }
        Stmt::LoadInput {
            from_cb,
            index,
            dst,
            mask,
        } => {
            for m in narrower_masks(*mask) {
                out.push(one(Stmt::LoadInput {
                    from_cb: *from_cb,
                    index: index.clone(),
                    dst: *dst,
                    mask: m,
                }));
            }
            for i in simpler_src(index) {
                out.push(one(Stmt::LoadInput {
                    from_cb: *from_cb,
                    index: i,
                    dst: *dst,
                    mask: *mask,
                }));
            }
        }
        Stmt::OwnStore { .. } => {}
        Stmt::Division {
            record,
            zeroop,
            a,
            b,
        } => {
            for a in simpler_src(a) {
                out.push(one(Stmt::Division {
                    record: *record,
                    zeroop: *zeroop,
                    a,
                    b: b.clone(),
                }));
            }
        }
        Stmt::OwnLoad { dst, mask } => {
            for m in narrower_masks(*mask) {
                out.push(one(Stmt::OwnLoad { dst: *dst, mask: m }));
            }
        }
        Stmt::LdsExchange { src, dst, shift } => {
            for s in simpler_src(src) {
                out.push(one(Stmt::LdsExchange {
                    src: s,
                    dst: *dst,
                    shift: *shift,
                }));
            }
        }
        Stmt::LdsAtomic { op, init, src, dst } => {
            for s in simpler_src(src) {
                out.push(one(Stmt::LdsAtomic {
                    op,
                    init: init.clone(),
                    src: s,
                    dst: *dst,
                }));
            }
            for s in simpler_src(init) {
                out.push(one(Stmt::LdsAtomic {
                    op,
                    init: s,
                    src: src.clone(),
                    dst: *dst,
                }));
            }
        }
        Stmt::UavAtomic { op, slot, src } => {
            for s in simpler_src(src) {
                out.push(one(Stmt::UavAtomic {
                    op,
                    slot: *slot,
                    src: s,
                }));
            }
        }
    }
    out
}

fn simpler_conds(c: &Cond) -> Vec<Cond> {
    let mut out = Vec::new();
    for a in simpler_src(&c.a) {
        out.push(Cond { a, ..c.clone() });
    }
    if c.op.is_some() {
        for b in simpler_src(&c.b) {
            out.push(Cond { b, ..c.clone() });
        }
    }
    out
}
