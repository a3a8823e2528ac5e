//! Whole programs: the CF instruction list with each clause body attached to the CF instruction
//! that executes it, the memory layout of §2.1/§3.3 (CF instructions, then ALU clauses, then
//! 128-bit aligned TEX/VTX clauses, L1476-1484), and encoding to / decoding from dwords or
//! little-endian bytes. Clause ADDR/COUNT fields are derived from the layout.

use crate::alu::AluGroup;
use crate::cf::CfInst;
use crate::cf_ops::{CfFlags, CfOp};
use crate::error::{DecodeError, EncodeError};
use crate::fetch::{TexInst, VtxInst, FETCH_DWORDS};

/// Maximum ALU clause size in 64-bit slots (COUNT is 7 bits, L9433-9435).
pub const MAX_ALU_CLAUSE_SLOTS: usize = 128;
/// Maximum TEX/VTX clause size in instructions (COUNT is 3 bits, L9163-9166).
pub const MAX_FETCH_CLAUSE_INSTS: usize = 8;

/// The body of a clause, or none for CF instructions that execute no clause.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Clause {
    /// No clause (plain CF, export and memory instructions).
    #[default]
    None,
    /// An ALU clause: instruction groups.
    Alu(Vec<AluGroup>),
    /// A texture-fetch clause.
    Tex(Vec<TexInst>),
    /// A vertex-fetch clause (VTX or VTX_TC).
    Vtx(Vec<VtxInst>),
}

/// The kind of clause a CF instruction executes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClauseKind {
    /// No clause.
    None,
    /// ALU clause (CF_ALU_DWORD*).
    Alu,
    /// TEX clause.
    Tex,
    /// VTX / VTX_TC clause.
    Vtx,
}

impl CfInst {
    /// The kind of clause this instruction executes.
    pub fn clause_kind(&self) -> ClauseKind {
        match self {
            CfInst::Alu(_) => ClauseKind::Alu,
            CfInst::Cf(w) if w.op.info().flags.contains(CfFlags::TEX_CLAUSE) => ClauseKind::Tex,
            CfInst::Cf(w) if w.op.info().flags.contains(CfFlags::VTX_CLAUSE) => ClauseKind::Vtx,
            _ => ClauseKind::None,
        }
    }
}

impl Clause {
    /// The kind of this clause.
    pub fn kind(&self) -> ClauseKind {
        match self {
            Clause::None => ClauseKind::None,
            Clause::Alu(_) => ClauseKind::Alu,
            Clause::Tex(_) => ClauseKind::Tex,
            Clause::Vtx(_) => ClauseKind::Vtx,
        }
    }
}

/// One CF instruction with the clause it executes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CfNode {
    /// The CF instruction (clause ADDR/COUNT are set by [`Program::layout`]).
    pub inst: CfInst,
    /// Its clause body.
    pub clause: Clause,
}

/// A complete R600 program.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Program {
    /// CF instructions in order; a CF instruction's index is its jump address.
    pub cf: Vec<CfNode>,
}

/// Where a clause goes: (ADDR in 64-bit units, COUNT field).
type Placement = Option<(u32, u8)>;

/// The placement of every CF node's clause and the program size in dwords.
fn plan(program: &Program) -> Result<(Vec<Placement>, usize), EncodeError> {
    let mut placement = vec![None; program.cf.len()];
    let mut cursor = 2 * program.cf.len(); // dwords
    for (i, (node, place)) in program.cf.iter().zip(placement.iter_mut()).enumerate() {
        if node.inst.clause_kind() != node.clause.kind() {
            return Err(EncodeError::new(format!(
                "CF {i} ({}) needs a {:?} clause, not {:?}",
                node.inst.name(),
                node.inst.clause_kind(),
                node.clause.kind()
            )));
        }
        if let Clause::Alu(groups) = &node.clause {
            let slots: usize = groups.iter().map(AluGroup::slots).sum();
            if slots == 0 || slots > MAX_ALU_CLAUSE_SLOTS {
                return Err(EncodeError::new(format!(
                    "CF {i}: an ALU clause has 1-{MAX_ALU_CLAUSE_SLOTS} slots, not {slots}"
                )));
            }
            *place = Some(((cursor / 2) as u32, (slots - 1) as u8));
            cursor += 2 * slots;
        }
    }
    cursor = cursor.next_multiple_of(4);
    for (i, (node, place)) in program.cf.iter().zip(placement.iter_mut()).enumerate() {
        let n = match &node.clause {
            Clause::Tex(t) => t.len(),
            Clause::Vtx(v) => v.len(),
            _ => continue,
        };
        if n == 0 || n > MAX_FETCH_CLAUSE_INSTS {
            return Err(EncodeError::new(format!(
                "CF {i}: a fetch clause has 1-{MAX_FETCH_CLAUSE_INSTS} instructions, not {n}"
            )));
        }
        *place = Some(((cursor / 2) as u32, (n - 1) as u8));
        cursor += FETCH_DWORDS * n;
    }
    Ok((placement, cursor))
}

fn with_placement(inst: &CfInst, place: Placement) -> CfInst {
    let mut inst = *inst;
    if let Some((addr, count)) = place {
        match &mut inst {
            CfInst::Alu(w) => {
                w.addr = addr;
                w.count = count;
            }
            CfInst::Cf(w) => {
                w.addr = addr;
                w.count = count;
            }
            CfInst::Export(_) => {}
        }
    }
    inst
}

impl Program {
    /// Sets the ADDR and COUNT fields of every clause-executing CF instruction to the canonical
    /// layout (the values [`Program::encode`] writes).
    pub fn layout(&mut self) -> Result<(), EncodeError> {
        let (placement, _) = plan(self)?;
        for (node, place) in self.cf.iter_mut().zip(placement) {
            node.inst = with_placement(&node.inst, place);
        }
        Ok(())
    }

    /// Encodes the program into dwords using the canonical layout.
    pub fn encode(&self) -> Result<Vec<u32>, EncodeError> {
        let (placement, total) = plan(self)?;
        let mut out = Vec::with_capacity(total);
        for (node, place) in self.cf.iter().zip(&placement) {
            out.extend(with_placement(&node.inst, *place).encode()?);
        }
        for node in &self.cf {
            if let Clause::Alu(groups) = &node.clause {
                for g in groups {
                    g.encode_into(&mut out)?;
                }
            }
        }
        // Fetch clauses start on a 128-bit boundary; without one there is no padding.
        if self
            .cf
            .iter()
            .any(|n| matches!(n.clause, Clause::Tex(_) | Clause::Vtx(_)))
        {
            out.resize(out.len().next_multiple_of(4), 0);
        }
        for node in &self.cf {
            match &node.clause {
                Clause::Tex(t) => {
                    for i in t {
                        out.extend(i.encode()?);
                    }
                }
                Clause::Vtx(v) => {
                    for i in v {
                        out.extend(i.encode()?);
                    }
                }
                _ => {}
            }
        }
        Ok(out)
    }

    /// Encodes the program into little-endian bytes.
    pub fn to_bytes(&self) -> Result<Vec<u8>, EncodeError> {
        Ok(self
            .encode()?
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect())
    }

    /// Decodes little-endian bytes (length must be a multiple of 4).
    pub fn from_bytes(bytes: &[u8]) -> Result<Program, DecodeError> {
        Program::decode(&words_from_bytes(bytes)?)
    }

    /// Decodes a program: CF instructions from dword 0 up to the first one with
    /// END_OF_PROGRAM, then on through the subroutines placed after it as long as a CALL
    /// (or a jump inside such a subroutine) targets a CF address not decoded yet that lies
    /// before the clause data, and the clauses they all reference.
    pub fn decode(words: &[u32]) -> Result<Program, DecodeError> {
        let mut cf = Vec::new();
        let mut clause_floor = words.len(); // lowest dword index of any clause seen
                                            // Highest CF address a CALL, or a jump after the end of the main program, targets.
        let mut wanted: Option<usize> = None;
        let mut ended = false;
        // Inside a subroutine after the main program (until its RETURN).
        let mut open = false;
        loop {
            // Only targets inside the CF area (before any clause data) can be followed.
            let more = wanted.is_some_and(|w| w >= cf.len() && 2 * w < clause_floor);
            if ended && !open && !more {
                return Ok(Program { cf });
            }
            open |= ended;
            let at = 2 * cf.len();
            if at >= clause_floor {
                return Err(DecodeError::new(
                    4 * at,
                    "CF program runs into clause data (or the end) without END_OF_PROGRAM",
                ));
            }
            let (Some(&w0), Some(&w1)) = (words.get(at), words.get(at + 1)) else {
                return Err(DecodeError::new(4 * at, "CF instruction truncated"));
            };
            let inst = CfInst::decode(w0, w1, 4 * at)?;
            let clause = decode_clause(words, &inst, 4 * at)?;
            if let Some(start) = clause_start(&inst) {
                clause_floor = clause_floor.min(start);
            }
            if let CfInst::Cf(w) = &inst {
                let calls = matches!(w.op, CfOp::Call | CfOp::CallFs);
                let jumps = w.op.info().flags.contains(CfFlags::JUMPS);
                if calls || (ended && jumps) {
                    let target = w.addr as usize;
                    wanted = Some(wanted.map_or(target, |x| x.max(target)));
                }
                if w.op == CfOp::Return {
                    open = false;
                }
            }
            if inst.end_of_program() {
                ended = true;
                open = false;
            }
            cf.push(CfNode { inst, clause });
        }
    }
}

/// Splits little-endian bytes into dwords.
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>, DecodeError> {
    let chunks = bytes.chunks_exact(4);
    if !chunks.remainder().is_empty() {
        return Err(DecodeError::new(
            bytes.len() - chunks.remainder().len(),
            "length is not a multiple of 4 bytes",
        ));
    }
    Ok(chunks
        .filter_map(|c| <[u8; 4]>::try_from(c).ok().map(u32::from_le_bytes))
        .collect())
}

fn clause_start(inst: &CfInst) -> Option<usize> {
    match (inst, inst.clause_kind()) {
        (_, ClauseKind::None) => None,
        (CfInst::Alu(w), _) => Some(2 * w.addr as usize),
        (CfInst::Cf(w), _) => usize::try_from(w.addr).ok().and_then(|a| a.checked_mul(2)),
        _ => None,
    }
}

fn decode_clause(words: &[u32], inst: &CfInst, cf_offset: usize) -> Result<Clause, DecodeError> {
    if inst.clause_kind() == ClauseKind::None {
        return Ok(Clause::None);
    }
    let start = clause_start(inst)
        .ok_or_else(|| DecodeError::new(cf_offset, "clause address lies outside the program"))?;
    match inst {
        CfInst::Alu(w) => {
            let end = start + 2 * (usize::from(w.count) + 1);
            let body = words.get(start..end).ok_or_else(|| {
                DecodeError::new(
                    cf_offset,
                    format!(
                        "ALU clause at byte {:#x} lies outside the program",
                        4 * start
                    ),
                )
            })?;
            let mut groups = Vec::new();
            let mut pos = 0;
            while pos < body.len() {
                let (g, used) =
                    AluGroup::decode(body.get(pos..).unwrap_or_default(), 4 * (start + pos))?;
                groups.push(g);
                pos += used;
            }
            Ok(Clause::Alu(groups))
        }
        CfInst::Cf(w) => {
            if start % 4 != 0 {
                return Err(DecodeError::new(
                    cf_offset,
                    "fetch clause address is not 128-bit aligned",
                ));
            }
            let n = usize::from(w.count) + 1;
            let mut tex = Vec::new();
            let mut vtx = Vec::new();
            for i in 0..n {
                let at = start.saturating_add(FETCH_DWORDS * i);
                let quad: [u32; 4] = words
                    .get(at..at.saturating_add(FETCH_DWORDS))
                    .and_then(|s| s.try_into().ok())
                    .ok_or_else(|| {
                        DecodeError::new(cf_offset, "fetch clause lies outside the program")
                    })?;
                match inst.clause_kind() {
                    ClauseKind::Tex => tex.push(TexInst::decode(quad, 4 * at)?),
                    _ => vtx.push(VtxInst::decode(quad, 4 * at)?),
                }
            }
            Ok(if inst.clause_kind() == ClauseKind::Tex {
                Clause::Tex(tex)
            } else {
                Clause::Vtx(vtx)
            })
        }
        CfInst::Export(_) => Ok(Clause::None),
    }
}
