//! Looking (pager.c, cmd.c): `:`, `;`, message history, redraw, help, discoveries, options, overview, attributes.

use crate::game::Game;

impl Game {
    /// `dolook` (not built yet).
    pub fn dolook(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dofarlook` (not built yet).
    pub fn dofarlook(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dohistory` (not built yet).
    pub fn dohistory(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doredraw` (not built yet).
    pub fn doredraw(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dohelp` (not built yet).
    pub fn dohelp(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dodiscovered` (not built yet).
    pub fn dodiscovered(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doset` (not built yet).
    pub fn doset(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `dooverview` (not built yet).
    pub fn dooverview(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `doattributes` (not built yet).
    pub fn doattributes(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }

    /// `wiz_map` (not built yet).
    pub fn wiz_map(&mut self) -> bool {
        self.pline("That command is not ready yet.");
        false
    }
}
