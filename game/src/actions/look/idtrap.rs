//! `^` (pager.c's `doidtrap`): what a seen trap next to the hero is.

use crate::game::Game;
use crate::objects::objnam::an;
use crate::world::level::ttyp;
use oxhack_defs::Prop;

impl Game {
    /// `^` (`doidtrap`): names a seen trap in a direction (or here), and
    /// whether the hero made it. Takes no time.
    pub fn doidtrap(&mut self) -> bool {
        let Some((dx, dy, dz)) = self.getdir(Some("^")) else { return false };
        let (x, y) = (self.u.ux + dx, self.u.uy + dy);
        let found = self.lev.t_at(x, y).filter(|t| t.tseen).map(|t| (t.ttyp, t.madeby_u));
        let Some((mut tt, madeby_u)) = found else {
            self.pline("I can't see a trap there.");
            return false;
        };
        let wrong_way = if dz < 0 { ttyp::is_hole(tt) } else { dz > 0 && tt == ttyp::ROCKTRAP };
        if wrong_way {
            self.pline("I can't see a trap there.");
            return false;
        }
        if self.u.has(Prop::Halluc) {
            // `what_trap`: a hallucinated trap, from the display stream.
            tt = 1 + self.disp_rng.rn2(i32::from(ttyp::TRAPNUM) - 1) as u8;
        }
        let by = match tt {
            _ if !madeby_u => "",
            ttyp::WEB => " woven by you",
            ttyp::HOLE | ttyp::PIT => " dug by you",
            _ => " set by you",
        };
        let name = ttyp::NAMES.get(tt as usize).copied().unwrap_or("trap");
        self.pline(format!("That is {}{by}.", an(name)));
        false
    }
}
