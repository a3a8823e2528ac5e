//! Lane masks and flow-control frames of the SIMT interpreter.

/// Words of a [`LaneMask`]: enough for the largest work-group (`MAX_GROUP_SIZE` = 1024).
const MASK_WORDS: usize = (crate::launch::MAX_GROUP_SIZE as usize).div_ceil(64);

/// A set of lanes (a fixed-size bit set, so masks never allocate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct LaneMask {
    words: [u64; MASK_WORDS],
}

impl LaneMask {
    pub(super) const EMPTY: LaneMask = LaneMask {
        words: [0; MASK_WORDS],
    };
    pub(super) fn full(n: usize) -> Self {
        let mut m = Self::EMPTY;
        for l in 0..n.min(MASK_WORDS * 64) {
            m.set(l);
        }
        m
    }
    pub(super) fn set(&mut self, l: usize) {
        if let Some(w) = self.words.get_mut(l / 64) {
            *w |= 1 << (l % 64);
        }
    }
    pub(super) fn contains(&self, l: usize) -> bool {
        self.words
            .get(l / 64)
            .is_some_and(|w| w & (1u64 << (l % 64)) != 0)
    }
    pub(super) fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
    pub(super) fn and_not(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }
    pub(super) fn or(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }
    pub(super) fn and(&mut self, other: &LaneMask) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
    }
    pub(super) fn lanes(&self, out: &mut Vec<u32>) {
        out.clear();
        for (i, &w) in self.words.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                let b = w.trailing_zeros();
                out.push(i as u32 * 64 + b);
                w &= w - 1;
            }
        }
    }
}

/// A flow-control frame.
#[derive(Clone, Debug)]
pub(super) enum Frame {
    If {
        saved: LaneMask,
        else_mask: LaneMask,
    },
    Loop {
        saved: LaneMask,
        cont: LaneMask,
    },
    Switch {
        saved: LaneMask,
        values: Vec<u32>,
        entered: LaneMask,
    },
    Call {
        saved: LaneMask,
        ret_pc: usize,
    },
}

impl Frame {
    /// Removes `lanes` from every mask the frame would restore.
    pub(super) fn forget(&mut self, lanes: &LaneMask) {
        match self {
            Frame::If { saved, else_mask } => {
                saved.and_not(lanes);
                else_mask.and_not(lanes);
            }
            Frame::Loop { saved, cont } => {
                saved.and_not(lanes);
                cont.and_not(lanes);
            }
            Frame::Switch { saved, entered, .. } => {
                saved.and_not(lanes);
                entered.and_not(lanes);
            }
            Frame::Call { saved, .. } => saved.and_not(lanes),
        }
    }
}
