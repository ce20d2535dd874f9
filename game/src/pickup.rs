//! Picking up and dropping (pickup.c, do.c): `,`, `d`, `D`, autopickup.

use crate::game::Game;

impl Game {
    /// `dopickup` (not built yet).
    pub fn dopickup(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dodrop` (not built yet).
    pub fn dodrop(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doddrop` (not built yet).
    pub fn doddrop(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}

impl Game {
    /// What happens to objects when the hero arrives on a square:
    /// autopickup, then "You see here ..." (`pickup(1)`, `look_here`).
    pub fn pickup_on_arrival(&mut self) {
        let (x, y) = (self.u.ux, self.u.uy);
        let n = self.lev.objects_at(x, y).count();
        if n == 1 {
            let t = oxhack_tables::tables();
            let nc = crate::objnam::NameCtx::new(t, &self.os);
            let o = self.lev.objects_at(x, y).next().cloned();
            if let Some(o) = o {
                let name = crate::objnam::doname(&nc, &o);
                self.pline(format!("You see here {name}."));
            }
        } else if n > 1 {
            self.pline("There are several objects here.");
        }
    }
}
