// A one-line progress display for long batches, redrawn in place on a
// terminal: "1200/40000 logs  850 logs/s  3 failed  0:45 left", or while
// the batch's size is not known yet (inputs are walked as they are
// verified): "1200 logs  850 logs/s  3 failed".
//
//   ProgressLine progress(&std::cerr, total);   // nullptr: shows nothing
//   progress.Update(done, failed);              // redraws at most 5 times a second
//   progress.Clear();    // before output to the same terminal, and at the end
//
// Only for a terminal: the caller decides (StderrIsTerminal). Not thread-safe:
// call it from the thread that prints results.
#ifndef ARBITER_REPLAY_PROGRESS_LINE_H_
#define ARBITER_REPLAY_PROGRESS_LINE_H_

#include <chrono>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

namespace arbiter {

// The text of the line; `elapsed_seconds` since the batch started. Pure.
// `total` nullopt: not known yet.
std::string FormatProgress(uint64_t done, std::optional<uint64_t> total, uint64_t failed,
                           double elapsed_seconds);

// True when `err` is the process's standard error and that is a terminal.
bool StderrIsTerminal(const std::ostream& err);
// The same for standard output: then the line must be cleared before each
// result line, or the two would mix on the screen.
bool StdoutIsTerminal(const std::ostream& out);

class ProgressLine {
 public:
  ProgressLine(std::ostream* tty, std::optional<uint64_t> total);
  void Update(uint64_t done, uint64_t failed);
  // The batch's size, once it is known (from the next Update on).
  void SetTotal(uint64_t total) { total_ = total; }
  // Erases the line if one is shown.
  void Clear();

 private:
  using Clock = std::chrono::steady_clock;
  std::ostream* tty_;
  std::optional<uint64_t> total_;
  Clock::time_point start_;
  Clock::time_point last_draw_;
  bool shown_ = false;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_PROGRESS_LINE_H_
