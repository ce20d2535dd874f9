//! The control flow of the verifier: abstract stack states, how they
//! merge where paths meet, and the forward data flow from opcode 0 over
//! the jumps and calls `sp_level_coder` (NetHack 3.6.7's `sp_lev.c`) would
//! take.

use super::check::Checker;
use super::{VerifyError, VerifyErrorKind};
use crate::isa::{Op, Opcode};
use crate::value::Operand;

/// An abstract stack value: its type and constant, where known.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct AVal {
    pub(super) ty: Option<i8>,
    pub(super) int: Option<i64>,
    pub(super) text: Option<Vec<u8>>,
}

impl AVal {
    pub(super) fn of(t: i8) -> AVal {
        AVal { ty: Some(t), ..AVal::default() }
    }
}

impl AVal {
    /// What two paths agree on.
    fn merge(&self, o: &AVal) -> AVal {
        AVal {
            ty: if self.ty == o.ty { self.ty } else { None },
            int: if self.int == o.int { self.int } else { None },
            text: if self.text == o.text { self.text.clone() } else { None },
        }
    }
}

/// The abstract stack at one opcode: known values on top of a base that
/// is either empty (`base_known`) or unknown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct State {
    pub(super) stack: Vec<AVal>,
    pub(super) base_known: bool,
}

impl State {
    const UNKNOWN: State = State { stack: Vec::new(), base_known: false };

    /// What holds whichever path was taken: equal depths keep the base,
    /// different ones keep only the common top.
    fn merge(&self, o: &State) -> State {
        let n = self.stack.len().min(o.stack.len());
        let a = &self.stack[self.stack.len() - n..];
        let b = &o.stack[o.stack.len() - n..];
        let base_known = self.base_known && o.base_known && self.stack.len() == o.stack.len();
        State { stack: a.iter().zip(b).map(|(x, y)| x.merge(y)).collect(), base_known }
    }
}

/// Where control goes after an opcode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    /// To the next opcode.
    Next,
    /// To `target` only (a taken JMP).
    Jump(usize),
    /// To the next opcode or `target`.
    Branch(usize),
    /// CALL: the callee starts at `target` with `args` values (unknown
    /// if `None`); the caller resumes at the next opcode.
    Call { target: usize, args: Option<usize> },
    /// FRAME_PUSH: the next opcode, on a new empty stack.
    NewFrame,
    /// Nowhere that is known here (EXIT, RETURN).
    Stop,
    /// Somewhere computed at run time.
    Dynamic,
}

/// Visits of one opcode before its state is given up as unknown (keeps
/// the analysis short on any program).
pub(super) const MAX_VISITS: u32 = 64;

impl Checker<'_> {
    /// Static targets of jumps and calls (a PUSH of an int right before).
    fn targets(&self) -> Result<(), VerifyError> {
        let n = self.ops.len();
        for (i, op) in self.ops.iter().enumerate() {
            let o = op.opcode();
            let jump = matches!(
                o,
                Opcode::Jmp | Opcode::Jl | Opcode::Jle | Opcode::Jg | Opcode::Jge | Opcode::Je | Opcode::Jne
            );
            if !(jump || o == Opcode::Call) {
                continue;
            }
            let Some(Op::Push(Operand::Int(k))) = i.checked_sub(1).and_then(|p| self.ops.get(p)) else { continue };
            let target = (i as i64).saturating_add(*k);
            // A jump continues at the target; NetHack ignores it unless
            // target - 1 is an opcode index. A call's frame starts at
            // target - 1 as well and steps to the target.
            let lo = if jump { 1 } else { 0 };
            if !(lo..=n as i64).contains(&target) {
                return Err(VerifyError {
                    level: self.level.to_string(),
                    offset: i,
                    kind: VerifyErrorKind::JumpOutOfRange { target },
                });
            }
        }
        Ok(())
    }

    /// The static jump targets, then the abstract states by a forward
    /// data flow from opcode 0. A jump to a computed place means any
    /// opcode may be reached with any stack: then every opcode is
    /// checked again from an unknown state.
    pub(super) fn run(&mut self) -> Result<(), VerifyError> {
        self.targets()?;
        if self.flow_pass(false)? {
            self.flow_pass(true)?;
        }
        Ok(())
    }

    /// One data-flow pass; returns whether a dynamic jump was met.
    fn flow_pass(&mut self, everywhere: bool) -> Result<bool, VerifyError> {
        let n = self.ops.len();
        let mut states: Vec<Option<State>> = vec![None; n];
        let mut visits = vec![0u32; n];
        let mut work = std::collections::BTreeSet::new();
        if everywhere {
            states.iter_mut().for_each(|s| *s = Some(State::UNKNOWN));
            work.extend(0..n);
        }
        let entry = State { stack: Vec::new(), base_known: true };
        if n > 0 {
            states[0] = Some(states[0].as_ref().map_or(entry.clone(), |s| s.merge(&entry)));
            work.insert(0);
        }
        let mut dynamic = false;
        while let Some(i) = work.pop_first() {
            let Some(state) = states[i].clone() else { continue };
            visits[i] += 1;
            self.at = i;
            self.stack = state.stack;
            self.base_known = state.base_known;
            self.flow = Flow::Next;
            self.step(i)?;
            let here = State { stack: std::mem::take(&mut self.stack), base_known: self.base_known };
            let mut edges: Vec<(usize, State)> = Vec::new();
            match self.flow {
                Flow::Next => edges.push((i + 1, here)),
                Flow::Jump(t) => edges.push((t, here)),
                Flow::Branch(t) => {
                    edges.push((i + 1, here.clone()));
                    edges.push((t, here));
                }
                Flow::Call { target, args } => {
                    let callee = match args {
                        Some(k) => State { stack: vec![AVal::default(); k], base_known: true },
                        None => State::UNKNOWN,
                    };
                    edges.push((target, callee));
                    edges.push((i + 1, State::UNKNOWN));
                }
                Flow::NewFrame => edges.push((i + 1, State { stack: Vec::new(), base_known: true })),
                Flow::Stop => {}
                Flow::Dynamic => dynamic = true,
            }
            for (t, st) in edges {
                if t >= n {
                    continue;
                }
                let new = match &states[t] {
                    None => st,
                    Some(old) if visits[t] >= MAX_VISITS => old.merge(&State::UNKNOWN),
                    Some(old) => old.merge(&st),
                };
                if states[t].as_ref() != Some(&new) {
                    states[t] = Some(new);
                    work.insert(t);
                }
            }
        }
        Ok(dynamic)
    }

    /// Where a jump at `i` with offset `k` goes, as `spo_jmp` computes it:
    /// `None` when it is not taken.
    pub(super) fn jump_target(&self, i: usize, k: i64) -> Option<usize> {
        let a = (i as i64).saturating_add(k).saturating_sub(1);
        ((0..self.ops.len() as i64).contains(&a) && a != i as i64).then_some(a as usize + 1)
    }
}
