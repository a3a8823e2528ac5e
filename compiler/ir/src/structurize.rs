//! The structurizer: turns any reducible CFG into a region tree of sequences, two-way ifs,
//! labelled scopes and loops with multi-level `break`/`continue`, which both backends lower.
//!
//! The algorithm follows Ramsey, "Beyond Relooper" (ICFP 2022): walk the dominator tree; a
//! block's dominator-tree children that are *merge nodes* (two or more forward in-edges) are
//! placed after it, each after a labelled [`Region::Scope`] that branches to it `break` out
//! of; a loop header's code is wrapped in a [`Region::Loop`] that back edges `continue`.
//! Other successors (single forward in-edge) are nested in place. Depths count enclosing
//! scopes and loops, innermost 0. A CFG with a retreating edge to a block that does not
//! dominate its source is irreducible and rejected, naming that block.

use crate::cfg::{Cfg, DomTree};
use crate::entities::Block;
use crate::function::Function;
use crate::instructions::InstructionData;
use cranelift_entity::SecondaryMap;
use std::fmt;

/// A node of the region tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Region {
    /// The non-terminator instructions of a block.
    Code(Block),
    /// Regions executed in order.
    Seq(Vec<Region>),
    /// The two-way branch ending `block`: `then` when its condition holds, else `else_`.
    If {
        /// The block whose `brif` decides.
        block: Block,
        /// Taken when true.
        then: Box<Region>,
        /// Taken when false.
        else_: Box<Region>,
    },
    /// A labelled scope: a `Break` targeting it continues after it.
    Scope(Box<Region>),
    /// A labelled loop: a `Continue` targeting it restarts the body. Falling off the end of
    /// the body leaves the loop (the structurizer always ends bodies with a jump).
    Loop(Box<Region>),
    /// Take the CFG edge `from → to`: assign `to`'s block parameters from the branch
    /// arguments (the backend emits the copies here).
    Edge {
        /// Source block (its terminator holds the arguments).
        from: Block,
        /// Target block.
        to: Block,
    },
    /// Leave the enclosing scope or loop `depth` levels out (forward exit).
    Break(u32),
    /// Restart the enclosing loop `depth` levels out (back edge).
    Continue(u32),
    /// The work-item ends.
    Return,
}

/// The CFG is irreducible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrreducibleError {
    /// A block entered by a retreating edge that does not dominate the edge's source.
    pub block: Block,
    /// The IL location of the block's first located instruction, if any.
    pub srcloc: Option<crate::SourceLoc>,
}

impl fmt::Display for IrreducibleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "irreducible control flow: {} is a loop entry that does not dominate its back edge",
            self.block
        )
    }
}

impl std::error::Error for IrreducibleError {}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Frame {
    LoopHeadedBy(Block),
    ScopeFollowedBy(Block),
}

struct Structurizer<'f> {
    func: &'f Function,
    domtree: DomTree,
    children: SecondaryMap<Block, Vec<Block>>,
    merge: SecondaryMap<Block, bool>,
    loop_header: SecondaryMap<Block, bool>,
    /// Blocks outside a loop whose immediate dominator is inside it: they are placed after
    /// the outermost such loop (a child of its header, outside the `Loop` region) and
    /// reached by `break`, so code after a loop never runs inside the loop body. Under SIMT
    /// execution that matters: lanes leave a divergent loop in different iterations, and
    /// code placed inside the body would run once per exiting subset (wrong for barriers).
    exit_follow: SecondaryMap<Block, bool>,
}

impl Structurizer<'_> {
    fn rpo(&self, b: Block) -> u32 {
        self.domtree.rpo_number(b)
    }

    fn do_tree(&self, x: Block, ctx: &mut Vec<Frame>) -> Region {
        let mut merges: Vec<Block> = self.children[x]
            .iter()
            .copied()
            .filter(|c| self.merge[*c] && !self.exit_follow[*c])
            .collect();
        // Outermost scope for the merge child that comes last in reverse postorder.
        merges.sort_by_key(|b| std::cmp::Reverse(self.rpo(*b)));
        if self.loop_header[x] {
            let mut exits: Vec<Block> = self.children[x]
                .iter()
                .copied()
                .filter(|c| self.exit_follow[*c])
                .collect();
            exits.sort_by_key(|b| std::cmp::Reverse(self.rpo(*b)));
            self.loop_within(x, &exits, &merges, ctx)
        } else {
            self.node_within(x, &merges, ctx)
        }
    }

    /// The loop headed by `x`, inside scopes followed by its exit blocks `exits`.
    fn loop_within(
        &self,
        x: Block,
        exits: &[Block],
        merges: &[Block],
        ctx: &mut Vec<Frame>,
    ) -> Region {
        match exits.split_first() {
            Some((&y, rest)) => {
                ctx.push(Frame::ScopeFollowedBy(y));
                let inner = self.loop_within(x, rest, merges, ctx);
                ctx.pop();
                let after = self.do_tree(y, ctx);
                Region::Seq(vec![Region::Scope(Box::new(inner)), after])
            }
            None => {
                ctx.push(Frame::LoopHeadedBy(x));
                let body = self.node_within(x, merges, ctx);
                ctx.pop();
                Region::Loop(Box::new(body))
            }
        }
    }

    fn node_within(&self, x: Block, merges: &[Block], ctx: &mut Vec<Frame>) -> Region {
        match merges.split_first() {
            Some((&y, rest)) => {
                ctx.push(Frame::ScopeFollowedBy(y));
                let inner = self.node_within(x, rest, ctx);
                ctx.pop();
                let after = self.do_tree(y, ctx);
                Region::Seq(vec![Region::Scope(Box::new(inner)), after])
            }
            None => {
                let term = self.func.terminator(x);
                let exit = match term.map(|t| &self.func.insts[t]) {
                    Some(InstructionData::Jump { dest }) => self.do_branch(x, dest.block, ctx),
                    Some(InstructionData::Brif {
                        then_dest,
                        else_dest,
                        ..
                    }) => Region::If {
                        block: x,
                        then: Box::new(self.do_branch(x, then_dest.block, ctx)),
                        else_: Box::new(self.do_branch(x, else_dest.block, ctx)),
                    },
                    _ => Region::Return,
                };
                Region::Seq(vec![Region::Code(x), exit])
            }
        }
    }

    fn depth(ctx: &[Frame], frame: Frame) -> u32 {
        ctx.iter().rev().position(|f| *f == frame).unwrap_or(0) as u32
    }

    fn do_branch(&self, x: Block, y: Block, ctx: &mut Vec<Frame>) -> Region {
        let edge = Region::Edge { from: x, to: y };
        let jump = if self.rpo(y) <= self.rpo(x) {
            Region::Continue(Self::depth(ctx, Frame::LoopHeadedBy(y)))
        } else if self.merge[y] || self.exit_follow[y] {
            Region::Break(Self::depth(ctx, Frame::ScopeFollowedBy(y)))
        } else {
            self.do_tree(y, ctx)
        };
        Region::Seq(vec![edge, jump])
    }
}

/// Structurizes the reachable part of a function's CFG.
pub fn structurize(func: &Function) -> Result<Region, IrreducibleError> {
    let cfg = Cfg::new(func);
    let domtree = DomTree::new(func, &cfg);
    let Some(&entry) = domtree.rpo.first() else {
        return Ok(Region::Seq(Vec::new()));
    };
    let mut merge: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut loop_header: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in &domtree.rpo {
        let mut forward_in = 0;
        for &p in &cfg.preds[b] {
            if !domtree.is_reachable(p) {
                continue;
            }
            if domtree.rpo_number(p) >= domtree.rpo_number(b) {
                if !domtree.dominates(b, p) {
                    let srcloc = func.blocks[b]
                        .insts
                        .iter()
                        .map(|i| func.srclocs[*i])
                        .find(|l| !l.is_unknown());
                    return Err(IrreducibleError { block: b, srcloc });
                }
                loop_header[b] = true;
            } else {
                // Count edges, not predecessors: a `brif` whose two targets are both `b`
                // reaches it twice (each arm would otherwise nest a copy of `b`).
                let edges = func
                    .terminator(p)
                    .map(|t| {
                        func.insts[t]
                            .branch_targets()
                            .iter()
                            .filter(|c| c.block == b)
                            .count()
                    })
                    .unwrap_or(1);
                forward_in += edges.max(1);
            }
        }
        merge[b] = forward_in >= 2;
    }
    // Natural loops: a header and every block that reaches one of its back edges' sources
    // without passing through the header.
    let mut loops: Vec<(Block, SecondaryMap<Block, bool>)> = Vec::new();
    for &h in &domtree.rpo {
        if !loop_header[h] {
            continue;
        }
        let mut body: SecondaryMap<Block, bool> = SecondaryMap::new();
        body[h] = true;
        let mut stack: Vec<Block> = cfg.preds[h]
            .iter()
            .copied()
            .filter(|&p| domtree.is_reachable(p) && domtree.dominates(h, p))
            .collect();
        while let Some(b) = stack.pop() {
            if body[b] {
                continue;
            }
            body[b] = true;
            stack.extend(
                cfg.preds[b]
                    .iter()
                    .copied()
                    .filter(|&p| domtree.is_reachable(p)),
            );
        }
        loops.push((h, body));
    }
    let mut exit_follow: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &b in &domtree.rpo {
        let Some(d) = domtree.idom(b) else { continue };
        // The outermost loop holding the dominator but not `b` (headers come in reverse
        // postorder, so outer loops come first).
        let outer = loops.iter().find(|(_, body)| body[d] && !body[b]);
        match outer {
            Some(&(h, _)) => {
                children[h].push(b);
                exit_follow[b] = true;
            }
            None => children[d].push(b),
        }
    }
    let s = Structurizer {
        func,
        domtree,
        children,
        merge,
        loop_header,
        exit_follow,
    };
    Ok(s.do_tree(entry, &mut Vec::new()))
}

impl Region {
    /// Writes the tree as indented text (for tests and `--emit` dumps).
    pub fn write_indented(&self, out: &mut String, indent: usize) {
        let pad = "  ".repeat(indent);
        match self {
            Region::Code(b) => out.push_str(&format!("{pad}{b}\n")),
            Region::Seq(items) => items.iter().for_each(|r| r.write_indented(out, indent)),
            Region::If { block, then, else_ } => {
                out.push_str(&format!("{pad}if {block} {{\n"));
                then.write_indented(out, indent + 1);
                out.push_str(&format!("{pad}}} else {{\n"));
                else_.write_indented(out, indent + 1);
                out.push_str(&format!("{pad}}}\n"));
            }
            Region::Scope(body) => {
                out.push_str(&format!("{pad}scope {{\n"));
                body.write_indented(out, indent + 1);
                out.push_str(&format!("{pad}}}\n"));
            }
            Region::Loop(body) => {
                out.push_str(&format!("{pad}loop {{\n"));
                body.write_indented(out, indent + 1);
                out.push_str(&format!("{pad}}}\n"));
            }
            Region::Edge { from, to } => out.push_str(&format!("{pad}edge {from} -> {to}\n")),
            Region::Break(d) => out.push_str(&format!("{pad}break {d}\n")),
            Region::Continue(d) => out.push_str(&format!("{pad}continue {d}\n")),
            Region::Return => out.push_str(&format!("{pad}return\n")),
        }
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write_indented(&mut s, 0);
        f.write_str(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::FunctionBuilder;
    use crate::parser::parse_function;
    use crate::random::Rng;
    use petgraph::graphmap::DiGraphMap;

    #[test]
    fn diamond_in_a_loop() {
        let func = parse_function(
            "function %f {
block0:
    v0 = special local_id.x
    jump block1(v0)
block1(v1: i32):
    v2 = const.i32 1
    v3 = icmp slt v1, v2
    brif v3, block2, block3
block2:
    jump block4
block3:
    jump block4
block4:
    v4 = isub v1, v2
    v5 = icmp sgt v4, v2
    brif v5, block1(v4), block5
block5:
    return
}
",
        )
        .unwrap();
        let tree = structurize(&func).unwrap();
        pretty_assertions::assert_eq!(
            tree.to_string(),
            "block0
edge block0 -> block1
scope {
  loop {
    scope {
      block1
      if block1 {
        edge block1 -> block2
        block2
        edge block2 -> block4
        break 0
      } else {
        edge block1 -> block3
        block3
        edge block3 -> block4
        break 0
      }
    }
    block4
    if block4 {
      edge block4 -> block1
      continue 0
    } else {
      edge block4 -> block5
      break 1
    }
  }
}
block5
return
"
        );
    }

    #[test]
    fn irreducible_loop_is_rejected() {
        let func = parse_function(
            "function %f {
block0:
    v0 = const.b1 1
    brif v0, block1, block2
block1:
    @10-14 jump block2
block2:
    @20-24 jump block1
}
",
        )
        .unwrap();
        let err = structurize(&func).unwrap_err();
        let expected_loc = if err.block == Block::from_u32(1) {
            (10, 14)
        } else {
            (20, 24)
        };
        assert!(err.block == Block::from_u32(1) || err.block == Block::from_u32(2));
        assert_eq!(err.srcloc.map(|l| (l.start, l.end)), Some(expected_loc));
    }

    /// A random CFG with `n` blocks: every block gets 0 (rarely), 1 or 2 successors.
    fn random_cfg(rng: &mut Rng, n: usize) -> DiGraphMap<u32, ()> {
        let mut g = DiGraphMap::new();
        for i in 0..n as u32 {
            g.add_node(i);
        }
        for i in 0..n as u32 {
            let outs = if rng.chance(1, 8) {
                0
            } else {
                1 + rng.below(2)
            };
            for _ in 0..outs {
                let t = 1 + rng.below(n - 1) as u32;
                g.add_edge(i, t, ());
            }
        }
        g
    }

    /// Builds a function with the CFG's shape (successor order as inserted).
    fn function_of(g: &DiGraphMap<u32, ()>, n: usize) -> Function {
        let mut func = Function::new("cfg");
        let mut b = FunctionBuilder::new(&mut func);
        let blocks: Vec<Block> = (0..n).map(|_| b.create_block()).collect();
        for i in 0..n {
            b.switch_to_block(blocks[i]);
            let succs: Vec<u32> = g.neighbors(i as u32).collect();
            match succs.as_slice() {
                [] => {
                    b.ret();
                }
                [t] => {
                    b.jump(blocks[*t as usize], &[]);
                }
                [t, e, ..] => {
                    let c = b.bconst(true);
                    b.brif(c, blocks[*t as usize], &[], blocks[*e as usize], &[]);
                }
            }
        }
        func
    }

    /// Independent reducibility check by T1/T2 reduction of the reachable subgraph.
    fn reducible(g: &DiGraphMap<u32, ()>) -> bool {
        let mut reach = vec![0u32];
        let mut i = 0;
        while i < reach.len() {
            for s in g.neighbors(reach[i]) {
                if !reach.contains(&s) {
                    reach.push(s);
                }
            }
            i += 1;
        }
        let mut h: DiGraphMap<u32, ()> = DiGraphMap::new();
        for &a in &reach {
            h.add_node(a);
            for s in g.neighbors(a) {
                h.add_edge(a, s, ());
            }
        }
        loop {
            let nodes: Vec<u32> = h.nodes().collect();
            for &n in &nodes {
                h.remove_edge(n, n); // T1
            }
            let candidate = nodes.iter().copied().find(|&n| {
                n != 0
                    && h.neighbors_directed(n, petgraph::Direction::Incoming)
                        .count()
                        == 1
            });
            let Some(n) = candidate else { break };
            let Some(p) = h
                .neighbors_directed(n, petgraph::Direction::Incoming)
                .next()
            else {
                break;
            };
            let succs: Vec<u32> = h.neighbors(n).collect();
            h.remove_node(n);
            for s in succs {
                h.add_edge(p, s, ()); // T2
            }
        }
        h.node_count() == 1
    }

    #[derive(Debug, PartialEq)]
    enum Signal {
        Normal,
        Break(u32),
        Continue(u32),
        Return,
        Stop,
    }

    struct Walk<'a> {
        decisions: &'a [bool],
        next: usize,
        path: Vec<Block>,
        limit: usize,
    }

    impl Walk<'_> {
        fn decide(&mut self) -> bool {
            let d = self.decisions[self.next % self.decisions.len()];
            self.next += 1;
            d
        }

        fn exec(&mut self, r: &Region) -> Signal {
            match r {
                Region::Code(b) => {
                    self.path.push(*b);
                    if self.path.len() >= self.limit {
                        return Signal::Stop;
                    }
                    Signal::Normal
                }
                Region::Seq(items) => {
                    for item in items {
                        let s = self.exec(item);
                        if s != Signal::Normal {
                            return s;
                        }
                    }
                    Signal::Normal
                }
                Region::If { then, else_, .. } => {
                    if self.decide() {
                        self.exec(then)
                    } else {
                        self.exec(else_)
                    }
                }
                Region::Scope(body) => match self.exec(body) {
                    Signal::Break(0) => Signal::Normal,
                    Signal::Break(n) => Signal::Break(n - 1),
                    Signal::Continue(n) => Signal::Continue(n - 1),
                    s => s,
                },
                Region::Loop(body) => loop {
                    match self.exec(body) {
                        Signal::Continue(0) => continue,
                        Signal::Continue(n) => return Signal::Continue(n - 1),
                        Signal::Break(n) => return Signal::Break(n - 1),
                        s => return s,
                    }
                },
                Region::Edge { .. } => Signal::Normal,
                Region::Break(d) => Signal::Break(*d),
                Region::Continue(d) => Signal::Continue(*d),
                Region::Return => Signal::Return,
            }
        }
    }

    fn cfg_path(func: &Function, decisions: &[bool], limit: usize) -> Vec<Block> {
        let mut path = Vec::new();
        let mut next = 0;
        let mut b = func.layout[0];
        loop {
            path.push(b);
            if path.len() >= limit {
                return path;
            }
            let Some(term) = func.terminator(b) else {
                return path;
            };
            b = match &func.insts[term] {
                InstructionData::Jump { dest } => dest.block,
                InstructionData::Brif {
                    then_dest,
                    else_dest,
                    ..
                } => {
                    let d = decisions[next % decisions.len()];
                    next += 1;
                    if d {
                        then_dest.block
                    } else {
                        else_dest.block
                    }
                }
                _ => return path,
            };
        }
    }

    enum Flow {
        Normal,
        Break(u32),
        Continue(u32),
        Return,
    }

    /// Executes a region tree on one work-item, running block bodies and block-argument
    /// copies exactly where the tree places them.
    fn exec_region(
        r: &Region,
        lane: &mut crate::eval::SingleLane,
        budget: &mut u32,
    ) -> Result<Flow, String> {
        *budget = budget.checked_sub(1).ok_or("region budget exhausted")?;
        Ok(match r {
            Region::Code(b) => {
                lane.run_body(*b).map_err(|e| e.to_string())?;
                Flow::Normal
            }
            Region::Seq(items) => {
                for item in items {
                    match exec_region(item, lane, budget)? {
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                Flow::Normal
            }
            Region::If { block, then, else_ } => {
                if lane.condition(*block).ok_or("if without brif")? {
                    exec_region(then, lane, budget)?
                } else {
                    exec_region(else_, lane, budget)?
                }
            }
            Region::Scope(body) => match exec_region(body, lane, budget)? {
                Flow::Break(0) => Flow::Normal,
                Flow::Break(n) => Flow::Break(n - 1),
                Flow::Continue(n) => Flow::Continue(n - 1),
                other => other,
            },
            Region::Loop(body) => loop {
                match exec_region(body, lane, budget)? {
                    Flow::Continue(0) => continue,
                    Flow::Continue(n) => break Flow::Continue(n - 1),
                    Flow::Break(n) => break Flow::Break(n - 1),
                    other => break other,
                }
            },
            Region::Edge { from, to } => {
                lane.take_edge(*from, *to);
                Flow::Normal
            }
            Region::Break(d) => Flow::Break(*d),
            Region::Continue(d) => Flow::Continue(*d),
            Region::Return => Flow::Return,
        })
    }

    /// Random functions with loops (block arguments on back edges included): executing the
    /// region tree must store exactly what executing the CFG stores.
    #[test]
    fn region_trees_reproduce_memory_effects() {
        use crate::eval::{run, EvalOptions, LaunchGeometry, SingleLane};
        use crate::random::{random_function, RandomConfig};
        let geometry = LaunchGeometry::linear(1, 1);
        let mut compared = 0;
        for seed in 0..200 {
            let cfg = RandomConfig {
                blocks: 6,
                back_edges: seed % 4 != 0,
                ..RandomConfig::default()
            };
            let func = random_function(seed, &cfg);
            let Ok(tree) = structurize(&func) else {
                continue;
            };
            let mut expected = crate::passes::testing::inputs();
            let options = EvalOptions {
                max_steps_per_lane: 20_000,
                ..EvalOptions::default()
            };
            if run(&func, &geometry, &mut expected, &options).is_err() {
                continue;
            }
            let mut memory = crate::passes::testing::inputs();
            let mut observer = |_| {};
            let mut lane = SingleLane::new(&func, geometry, &mut memory, &mut observer);
            let mut budget = 1_000_000;
            let flow = exec_region(&tree, &mut lane, &mut budget)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{func}\n{tree}"));
            assert!(
                matches!(flow, Flow::Return),
                "seed {seed}: region tree did not return"
            );
            drop(lane);
            assert_eq!(memory, expected, "seed {seed}\n{func}\n{tree}");
            compared += 1;
        }
        assert!(compared > 60, "only {compared} compared");
    }

    #[test]
    fn random_cfgs_follow_the_same_paths() {
        let mut rng = Rng::new(7);
        let (mut reducible_count, mut irreducible_count) = (0, 0);
        for _ in 0..300 {
            let n = 2 + rng.below(9);
            let g = random_cfg(&mut rng, n);
            let func = function_of(&g, n);
            crate::verifier::verify(&func).unwrap();
            match structurize(&func) {
                Err(_) => {
                    assert!(!reducible(&g), "reducible CFG rejected:\n{func}");
                    irreducible_count += 1;
                }
                Ok(tree) => {
                    assert!(reducible(&g), "irreducible CFG accepted:\n{func}");
                    reducible_count += 1;
                    for _ in 0..5 {
                        let decisions: Vec<bool> =
                            (0..1 + rng.below(13)).map(|_| rng.chance(1, 2)).collect();
                        let expected = cfg_path(&func, &decisions, 200);
                        let mut walk = Walk {
                            decisions: &decisions,
                            next: 0,
                            path: Vec::new(),
                            limit: 200,
                        };
                        walk.exec(&tree);
                        assert_eq!(
                            walk.path, expected,
                            "decisions {decisions:?}\n{func}\n{tree}"
                        );
                    }
                }
            }
        }
        assert!(
            reducible_count > 50 && irreducible_count > 20,
            "{reducible_count} {irreducible_count}"
        );
    }
}
