//! Channel-aware register allocation by linear scan.
//!
//! Every virtual register already has its element (chosen by the scheduler or fixed by its
//! use); what remains is the GPR number. Live ranges are spans of program positions (two per
//! ALU group or fetch clause); a range is widened to a whole loop when the register is live
//! across the loop's boundary, so that lanes still looping never clobber a value that lanes
//! which already left need. Ranges of the same element interfere when they overlap; ranges
//! of different elements never do, so up to four values share one GPR. Registers of a tuple
//! (the components of one memory write) get the same GPR. Preloaded thread ids stay in
//! R0-R2; the GPRs of indexed temporary arrays are reserved for the whole program. The
//! lowest free GPR is taken, which keeps the GPR count small.

use r600_isa::Chan;

use crate::error::CodegenError;
use crate::vcode::VRegInfo;

/// Occurrences of one virtual register in program positions.
#[derive(Debug, Clone, Default)]
pub struct Live {
    /// Smallest position (a definition or use).
    pub start: Option<u32>,
    /// Largest position.
    pub end: u32,
    /// Whether the register needs a GPR at all.
    pub needed: bool,
}

impl Live {
    /// Records an occurrence at `pos`.
    pub fn touch(&mut self, pos: u32) {
        self.start = Some(self.start.map_or(pos, |s| s.min(pos)));
        self.end = self.end.max(pos);
    }
}

/// Assigns GPRs. `chans[v]` is each register's element; `loops` are (start, end) position
/// spans; `reserved` GPRs (the indexed temporary arrays) are given to no register and count
/// as used. Returns the GPR of every needed register and the number of GPRs used.
pub fn allocate(
    info: &[VRegInfo],
    chans: &[Option<Chan>],
    live: &mut [Live],
    loops: &[(u32, u32)],
    avoid: &[Vec<u32>],
    reserved: std::ops::Range<u32>,
    max_gprs: u32,
) -> Result<(Vec<Option<u8>>, u32), CodegenError> {
    if reserved.end > max_gprs {
        return Err(CodegenError::Limit(format!(
            "indexed temporary arrays need GPRs up to R{}, more than {max_gprs}",
            reserved.end - 1
        )));
    }
    let mut loops = loops.to_vec();
    loops.sort_by_key(|(s, e)| e - s);
    for l in live.iter_mut() {
        let Some(mut s) = l.start else { continue };
        let mut e = l.end;
        for &(ls, le) in &loops {
            let inside = s <= le && e >= ls;
            if inside && (s < ls || e > le) {
                s = s.min(ls);
                e = e.max(le);
            }
        }
        l.start = Some(s);
        l.end = e.max(s + 1);
    }
    // Allocation units: tuples together, others alone.
    let mut units: Vec<Vec<usize>> = Vec::new();
    let mut tuple_unit: std::collections::HashMap<u32, usize> = Default::default();
    for (v, i) in info.iter().enumerate() {
        if !live[v].needed || live[v].start.is_none() {
            continue;
        }
        match i.tuple {
            Some(t) => {
                let u = *tuple_unit.entry(t).or_insert_with(|| {
                    units.push(Vec::new());
                    units.len() - 1
                });
                units[u].push(v);
            }
            None => units.push(vec![v]),
        }
    }
    let span = |u: &Vec<usize>| -> (u32, u32) {
        let s = u.iter().filter_map(|&v| live[v].start).min().unwrap_or(0);
        let e = u.iter().map(|&v| live[v].end).max().unwrap_or(0);
        (s, e)
    };
    units.sort_by_key(|u| (info[u[0]].precolor.is_none(), span(u).0));
    // occupied[gpr][chan] = list of (start, end).
    let mut occupied: Vec<[Vec<(u32, u32)>; 4]> = Vec::new();
    let mut gpr_of: Vec<Option<u8>> = vec![None; info.len()];
    let mut used = 0u32;
    for u in &units {
        let (s, e) = span(u);
        let free_at = |occ: &Vec<[Vec<(u32, u32)>; 4]>, g: usize| -> bool {
            let clash = u.iter().any(|&v| {
                avoid
                    .get(v)
                    .is_some_and(|a| a.iter().any(|&w| gpr_of[w as usize] == Some(g as u8)))
            });
            !clash
                && u.iter().all(|&v| {
                    let c = chans[v].unwrap_or(Chan::X) as usize;
                    occ.get(g)
                        .map(|o| o[c].iter().all(|&(a, b)| !(a < e && s < b)))
                        .unwrap_or(true)
                })
        };
        let g = match info[u[0]].precolor {
            Some(p) => usize::from(p),
            None => (0..max_gprs as usize)
                .find(|&g| !reserved.contains(&(g as u32)) && free_at(&occupied, g))
                .ok_or_else(|| {
                    CodegenError::Limit(format!("more than {max_gprs} GPRs are live at once"))
                })?,
        };
        while occupied.len() <= g {
            occupied.push(Default::default());
        }
        for &v in u {
            let c = chans[v].unwrap_or(Chan::X) as usize;
            occupied[g][c].push((s, e));
            gpr_of[v] = Some(g as u8);
        }
        used = used.max(g as u32 + 1);
    }
    if !reserved.is_empty() {
        used = used.max(reserved.end);
    }
    Ok((gpr_of, used))
}
