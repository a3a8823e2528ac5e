//! The walk over the structurizer's region tree that every back end's instruction selection
//! performs: which `break` / `continue` / `return` are fall-throughs where they stand
//! ([`Tail`]), the tail each nested region is lowered with, and the dispatch on region kinds
//! ([`RegionLowering`]). A back end implements what each kind of region becomes on its
//! machine; the walk itself is here once.

use crate::structurize::Region;
use crate::Block;

/// What ends right after a region: `depth` innermost enclosing scopes (a `break` to one of
/// them is a fall-through), the body of the loop `continue_depth` levels out (a `continue`
/// to it is a fall-through), and whether the kernel ends (a `return` is a fall-through).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tail {
    /// Enclosing scopes that end here.
    pub depth: u32,
    /// The loop (levels out) whose body ends here.
    pub continue_depth: Option<u32>,
    /// The kernel ends here.
    pub function: bool,
}

impl Tail {
    /// The tail of the whole kernel body: only the kernel ends after it.
    pub fn kernel() -> Tail {
        Tail {
            depth: 0,
            continue_depth: None,
            function: true,
        }
    }

    /// The tail of a loop's body: the body ends, nothing else.
    pub fn loop_body() -> Tail {
        Tail {
            depth: 0,
            continue_depth: Some(0),
            function: false,
        }
    }

    /// The tail of the body of a scope lowered with `self`: the scope ends too, one level
    /// further out for everything that ends with it.
    pub fn in_scope(self) -> Tail {
        Tail {
            depth: self.depth + 1,
            continue_depth: self.continue_depth.map(|d| d + 1),
            function: self.function,
        }
    }

    /// The tail of item `i` of a sequence of `len` lowered with `self`: the last item ends
    /// where the sequence ends, the others end nothing.
    pub fn for_item(self, i: usize, len: usize) -> Tail {
        if i + 1 == len {
            self
        } else {
            Tail::default()
        }
    }

    /// The exit `region` is, when it is one that is not a fall-through here.
    pub fn exit(self, region: &Region) -> Option<Exit> {
        match *region {
            Region::Break(depth) if depth >= self.depth => Some(Exit::Break(depth)),
            Region::Continue(depth) if self.continue_depth != Some(depth) => {
                Some(Exit::Continue(depth))
            }
            Region::Return if !self.function => Some(Exit::Return),
            _ => None,
        }
    }
}

/// A `break`, `continue` or `return` that is not a fall-through where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Leave the scope or loop `depth` levels out.
    Break(u32),
    /// Restart the loop `depth` levels out.
    Continue(u32),
    /// Leave the kernel.
    Return,
}

/// Whether lanes may leave `region` for somewhere after it: a `return`, or a `break` or
/// `continue` targeting a construct that encloses the region (`nested` counts the scopes and
/// loops between the region's root and the current item; a branch to one of those stays
/// inside).
pub fn may_leave(region: &Region, nested: u32) -> bool {
    match region {
        Region::Return => true,
        Region::Break(depth) | Region::Continue(depth) => *depth >= nested,
        Region::Code(_) | Region::Edge { .. } => false,
        Region::Seq(items) => items.iter().any(|r| may_leave(r, nested)),
        Region::Scope(body) | Region::Loop(body) => may_leave(body, nested + 1),
        Region::If { then, else_, .. } => may_leave(then, nested) || may_leave(else_, nested),
    }
}

/// Whether lanes leave `region`, lowered with `tail`, for somewhere after it: like
/// [`may_leave`], except that the branches `tail` turns into fall-throughs stay.
pub fn leaves_with_tail(region: &Region, tail: Tail) -> bool {
    match region {
        Region::Break(_) | Region::Continue(_) | Region::Return => tail.exit(region).is_some(),
        Region::Code(_) | Region::Edge { .. } => false,
        Region::Seq(items) => items.iter().enumerate().any(|(i, item)| {
            if i + 1 == items.len() {
                leaves_with_tail(item, tail)
            } else {
                may_leave(item, 0)
            }
        }),
        Region::If { then, else_, .. } => {
            leaves_with_tail(then, tail) || leaves_with_tail(else_, tail)
        }
        Region::Scope(body) | Region::Loop(body) => may_leave(body, 1),
    }
}

/// What a back end's instruction selection does with each kind of region; [`lower`] walks
/// the tree.
///
/// [`lower`]: RegionLowering::lower
pub trait RegionLowering {
    /// The back end's error.
    type Error;

    /// The non-terminator instructions of `block`.
    fn lower_code(&mut self, block: Block) -> Result<(), Self::Error>;
    /// A labelled scope around `body` (lower the body with `tail.in_scope()`).
    fn lower_scope(&mut self, body: &Region, tail: Tail) -> Result<(), Self::Error>;
    /// A loop around `body` (lower the body with [`Tail::loop_body`]).
    fn lower_loop(&mut self, body: &Region, tail: Tail) -> Result<(), Self::Error>;
    /// The two-way branch ending `block`.
    fn lower_if(
        &mut self,
        block: Block,
        then: &Region,
        else_: &Region,
        tail: Tail,
    ) -> Result<(), Self::Error>;
    /// The CFG edge `from → to` (block-parameter copies).
    fn lower_edge(&mut self, from: Block, to: Block) -> Result<(), Self::Error>;
    /// An exit that is not a fall-through.
    fn lower_exit(&mut self, exit: Exit) -> Result<(), Self::Error>;

    /// A sequence: each item with its tail ([`Tail::for_item`]).
    fn lower_seq(&mut self, items: &[Region], tail: Tail) -> Result<(), Self::Error> {
        for (i, item) in items.iter().enumerate() {
            self.lower(item, tail.for_item(i, items.len()))?;
        }
        Ok(())
    }

    /// Lowers `region`, after which `tail` ends; exits that are fall-throughs emit nothing.
    fn lower(&mut self, region: &Region, tail: Tail) -> Result<(), Self::Error> {
        match region {
            Region::Code(block) => self.lower_code(*block),
            Region::Seq(items) => self.lower_seq(items, tail),
            Region::Scope(body) => self.lower_scope(body, tail),
            Region::Loop(body) => self.lower_loop(body, tail),
            Region::If { block, then, else_ } => self.lower_if(*block, then, else_, tail),
            Region::Edge { from, to } => self.lower_edge(*from, *to),
            Region::Break(_) | Region::Continue(_) | Region::Return => match tail.exit(region) {
                Some(exit) => self.lower_exit(exit),
                None => Ok(()),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exits_that_end_where_they_stand_are_fall_throughs() {
        let tail = Tail::kernel().in_scope();
        assert_eq!(tail.exit(&Region::Break(0)), None);
        assert_eq!(tail.exit(&Region::Break(1)), Some(Exit::Break(1)));
        assert_eq!(tail.exit(&Region::Return), None);
        let body = Tail::loop_body();
        assert_eq!(body.exit(&Region::Continue(0)), None);
        assert_eq!(body.exit(&Region::Break(0)), Some(Exit::Break(0)));
        assert_eq!(body.in_scope().exit(&Region::Continue(1)), None);
        assert_eq!(body.exit(&Region::Return), Some(Exit::Return));
        assert_eq!(body.for_item(0, 2), Tail::default());
        assert_eq!(body.for_item(1, 2), body);
    }

    #[test]
    fn leaving_looks_through_sequences_and_into_nested_constructs() {
        // `loop { scope { break 1 } }`: the break leaves the loop, so the scope's body may
        // leave, the loop as a whole does not.
        let body = Region::Scope(Box::new(Region::Break(1)));
        assert!(may_leave(&body, 0));
        assert!(!may_leave(&Region::Loop(Box::new(body.clone())), 0));
        let seq = Region::Seq(vec![Region::Seq(Vec::new()), Region::Break(0)]);
        assert!(!leaves_with_tail(&seq, Tail::kernel().in_scope()));
        assert!(leaves_with_tail(&seq, Tail::kernel()));
    }
}
