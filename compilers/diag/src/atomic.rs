//! Output that is either complete or absent.
//!
//! Compilers write each output to a temporary file in the destination
//! folder and rename it into place only when everything succeeded, so an
//! error (or a crash) never leaves a half-written file behind and never
//! destroys a good file that was already there.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: temp file in the same folder,
/// fsync, rename over the target.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new().prefix(".oxhack-").suffix(".tmp").tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    set_output_mode(tmp.as_file())?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Gives a staged file the mode an ordinary new file gets (0666 less the
/// umask, so 0644 usually): temp files are created 0600, and renaming one
/// into place would otherwise leave outputs readable by their owner only.
fn set_output_mode(file: &std::fs::File) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o666 & !umask()))?;
    }
    #[cfg(not(unix))]
    let _ = file;
    Ok(())
}

/// The process umask, read from /proc where there is one (reading it
/// with umask(2) would need to change it); 022 elsewhere.
#[cfg(unix)]
fn umask() -> u32 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| l.strip_prefix("Umask:")).and_then(|v| u32::from_str_radix(v.trim(), 8).ok())
        })
        .unwrap_or(0o022)
}

/// A set of outputs that land together: every file is staged as a temp
/// file, and [`AtomicDir::commit`] renames them all; dropping the value
/// without committing removes the staged files. Build outputs are not
/// fsynced (a crash can lose them, never half-write them); use
/// [`write_atomic`] for data that must survive a crash.
pub struct AtomicDir {
    dir: PathBuf,
    staged: Vec<(tempfile::NamedTempFile, PathBuf)>,
}

impl AtomicDir {
    pub fn new(dir: impl Into<PathBuf>) -> AtomicDir {
        AtomicDir { dir: dir.into(), staged: Vec::new() }
    }
    /// The folder outputs land in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
    /// Stages `bytes` as `name` inside the folder.
    pub fn stage(&mut self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
        let mut tmp = tempfile::Builder::new().prefix(".oxhack-").suffix(".tmp").tempfile_in(&self.dir)?;
        tmp.write_all(bytes)?;
        set_output_mode(tmp.as_file())?;
        self.staged.push((tmp, self.dir.join(name)));
        Ok(())
    }
    /// Renames every staged file into place.
    pub fn commit(self) -> std::io::Result<Vec<PathBuf>> {
        let mut done = Vec::new();
        for (tmp, target) in self.staged {
            tmp.persist(&target).map_err(|e| e.error)?;
            done.push(target);
        }
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out");
        std::fs::write(&p, b"a much longer old content").unwrap();
        write_atomic(&p, b"new").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"new");
    }

    #[cfg(unix)]
    #[test]
    fn outputs_get_the_mode_of_ordinary_files() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mut a = AtomicDir::new(dir.path());
        a.stage("x.lev", b"data").unwrap();
        a.commit().unwrap();
        write_atomic(&dir.path().join("y"), b"data").unwrap();
        for f in ["x.lev", "y"] {
            let mode = std::fs::metadata(dir.path().join(f)).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o666 & !umask(), "{f}");
            assert!(mode & 0o044 != 0 || umask() & 0o044 != 0, "{f} is readable by its owner only");
        }
    }

    #[test]
    fn dropped_stage_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        {
            let mut a = AtomicDir::new(dir.path());
            a.stage("x.lev", b"data").unwrap();
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
