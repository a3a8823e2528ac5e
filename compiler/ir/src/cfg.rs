//! Control-flow graph, reverse postorder, dominator and post-dominator trees.
//!
//! Dominators use the Cooper–Harvey–Kennedy iterative algorithm over reverse postorder. The
//! post-dominator tree runs the same algorithm on the reversed graph with a virtual exit node
//! joined to every returning block; blocks that cannot reach a return have no post-dominator.

use crate::entities::Block;
use crate::function::Function;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// Successor and predecessor lists of the laid-out blocks.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    /// Successors in branch order, without duplicates.
    pub succs: SecondaryMap<Block, SmallVec<[Block; 2]>>,
    /// Predecessors, without duplicates.
    pub preds: SecondaryMap<Block, SmallVec<[Block; 4]>>,
}

impl Cfg {
    /// Computes the CFG of a function.
    pub fn new(func: &Function) -> Cfg {
        let mut cfg = Cfg::default();
        for &block in &func.layout {
            for succ in func.successors(block) {
                if !cfg.succs[block].contains(&succ) {
                    cfg.succs[block].push(succ);
                }
                if !cfg.preds[succ].contains(&block) {
                    cfg.preds[succ].push(block);
                }
            }
        }
        cfg
    }
}

/// Blocks reachable from the entry, in reverse postorder.
pub fn reverse_postorder(func: &Function, cfg: &Cfg) -> Vec<Block> {
    let Some(entry) = func.entry_block() else {
        return Vec::new();
    };
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::new();
    // Iterative DFS with an explicit successor cursor.
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    visited[entry] = true;
    while let Some((block, next)) = stack.last_mut() {
        let block = *block;
        if let Some(&succ) = cfg.succs[block].get(*next) {
            *next += 1;
            if !visited[succ] {
                visited[succ] = true;
                stack.push((succ, 0));
            }
        } else {
            post.push(block);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Immediate dominators over nodes `0..n` given predecessor lists and a reverse postorder
/// starting at the entry; unreachable nodes get `None`, the entry gets itself.
fn compute_idoms(n: usize, preds: &[Vec<usize>], rpo: &[usize]) -> Vec<Option<usize>> {
    let mut order = vec![usize::MAX; n];
    for (i, &node) in rpo.iter().enumerate() {
        order[node] = i;
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    let Some(&entry) = rpo.first() else {
        return idom;
    };
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| -> usize {
        while a != b {
            while order[a] > order[b] {
                a = idom[a].unwrap_or(entry);
            }
            while order[b] > order[a] {
                b = idom[b].unwrap_or(entry);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &node in rpo.iter().skip(1) {
            let mut new_idom: Option<usize> = None;
            for &p in &preds[node] {
                if idom[p].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(cur) => intersect(&idom, p, cur),
                });
            }
            if new_idom.is_some() && idom[node] != new_idom {
                idom[node] = new_idom;
                changed = true;
            }
        }
    }
    idom
}

/// The dominator tree of the reachable blocks.
#[derive(Clone, Debug)]
pub struct DomTree {
    idom: SecondaryMap<Block, PackedOption<Block>>,
    rpo_number: SecondaryMap<Block, u32>,
    /// Reachable blocks in reverse postorder.
    pub rpo: Vec<Block>,
}

impl DomTree {
    /// Computes the dominator tree.
    pub fn new(func: &Function, cfg: &Cfg) -> DomTree {
        let rpo = reverse_postorder(func, cfg);
        let index: std::collections::HashMap<Block, usize> =
            rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let preds: Vec<Vec<usize>> = rpo
            .iter()
            .map(|b| {
                cfg.preds[*b]
                    .iter()
                    .filter_map(|p| index.get(p).copied())
                    .collect()
            })
            .collect();
        let order: Vec<usize> = (0..rpo.len()).collect();
        let idoms = compute_idoms(rpo.len(), &preds, &order);
        let mut idom = SecondaryMap::new();
        let mut rpo_number = SecondaryMap::new();
        for (i, &block) in rpo.iter().enumerate() {
            rpo_number[block] = i as u32 + 1;
            if i != 0 {
                if let Some(d) = idoms[i] {
                    idom[block] = rpo[d].into();
                }
            }
        }
        DomTree {
            idom,
            rpo_number,
            rpo,
        }
    }

    /// True when the block is reachable from the entry.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.rpo_number[block] != 0
    }

    /// The immediate dominator (`None` for the entry and unreachable blocks).
    pub fn idom(&self, block: Block) -> Option<Block> {
        self.idom[block].expand()
    }

    /// True when `a` dominates `b` (reflexive). False when either is unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            if self.rpo_number[cur] < self.rpo_number[a] {
                return false;
            }
            match self.idom(cur) {
                Some(d) => cur = d,
                None => return false,
            }
        }
    }

    /// Position in reverse postorder, starting at 1; 0 for unreachable blocks.
    pub fn rpo_number(&self, block: Block) -> u32 {
        self.rpo_number[block]
    }
}

/// The post-dominator tree of the blocks that can reach a `return`.
#[derive(Clone, Debug)]
pub struct PostDomTree {
    ipdom: SecondaryMap<Block, PackedOption<Block>>,
    reaches_exit: SecondaryMap<Block, bool>,
}

impl PostDomTree {
    /// Computes post-dominators; a block whose only post-dominator is the virtual exit has no
    /// immediate post-dominator.
    pub fn new(func: &Function, cfg: &Cfg) -> PostDomTree {
        let blocks: Vec<Block> = func.layout.clone();
        let n = blocks.len();
        let exit = n;
        let index: std::collections::HashMap<Block, usize> =
            blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        // Reversed graph: predecessors in the reversed graph are successors in the CFG.
        let mut rpreds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
        let mut rsuccs: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
        for (i, &b) in blocks.iter().enumerate() {
            let succs = &cfg.succs[b];
            if func
                .terminator(b)
                .is_some_and(|t| matches!(func.insts[t], crate::InstructionData::Return))
            {
                rpreds[i].push(exit);
                rsuccs[exit].push(i);
            }
            for s in succs {
                if let Some(&j) = index.get(s) {
                    rpreds[i].push(j);
                    rsuccs[j].push(i);
                }
            }
        }
        // Reverse postorder of the reversed graph from the exit.
        let mut visited = vec![false; n + 1];
        let mut post = Vec::new();
        let mut stack = vec![(exit, 0usize)];
        visited[exit] = true;
        while let Some((node, next)) = stack.last_mut() {
            let node = *node;
            if let Some(&s) = rsuccs[node].get(*next) {
                *next += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(node);
                stack.pop();
            }
        }
        post.reverse();
        let idoms = compute_idoms(n + 1, &rpreds, &post);
        let mut ipdom = SecondaryMap::new();
        let mut reaches_exit = SecondaryMap::new();
        for (i, &b) in blocks.iter().enumerate() {
            reaches_exit[b] = visited[i];
            if let Some(d) = idoms[i] {
                if d != exit {
                    ipdom[b] = blocks[d].into();
                }
            }
        }
        PostDomTree {
            ipdom,
            reaches_exit,
        }
    }

    /// The immediate post-dominator, if it is a block (not the virtual exit).
    pub fn ipdom(&self, block: Block) -> Option<Block> {
        self.ipdom[block].expand()
    }

    /// True when a `return` is reachable from the block.
    pub fn reaches_exit(&self, block: Block) -> bool {
        self.reaches_exit[block]
    }
}

/// The natural loops of `func`: for each header (a block other than the entry that
/// dominates one of its predecessors, the back-edge sources), the header and every block
/// that reaches a back-edge source without passing through the header. Innermost loops
/// (fewest blocks) first.
pub fn natural_loops(func: &Function, cfg: &Cfg, domtree: &DomTree) -> Vec<(Block, Vec<Block>)> {
    let mut loops: Vec<(Block, Vec<Block>)> = Vec::new();
    for &h in &domtree.rpo {
        if Some(h) == func.layout.first().copied() {
            continue;
        }
        let latches: Vec<Block> = cfg.preds[h]
            .iter()
            .copied()
            .filter(|p| domtree.dominates(h, *p))
            .collect();
        if latches.is_empty() {
            continue;
        }
        let mut body = vec![h];
        let mut seen = std::collections::HashSet::from([h]);
        let mut stack = latches;
        while let Some(b) = stack.pop() {
            if !seen.insert(b) {
                continue;
            }
            body.push(b);
            stack.extend(cfg.preds[b].iter().copied());
        }
        loops.push((h, body));
    }
    loops.sort_by_key(|(_, body)| body.len());
    loops
}
