#include "replay/progress_line.h"

#include <unistd.h>

#include <iostream>

#include "absl/strings/str_format.h"

namespace arbiter {

std::string FormatProgress(uint64_t done, std::optional<uint64_t> total, uint64_t failed,
                           double elapsed_seconds) {
  std::string line = total.has_value() ? absl::StrFormat("%d/%d logs", done, *total)
                                       : absl::StrFormat("%d logs", done);
  if (elapsed_seconds > 0 && done > 0) {
    const double rate = static_cast<double>(done) / elapsed_seconds;
    absl::StrAppendFormat(&line, "  %.0f logs/s", rate);
    absl::StrAppendFormat(&line, "  %d failed", failed);
    if (total.has_value() && *total >= done) {
      const uint64_t left =
          static_cast<uint64_t>(static_cast<double>(*total - done) / rate + 0.5);
      absl::StrAppendFormat(&line, "  %d:%02d left", left / 60, left % 60);
    }
  } else {
    absl::StrAppendFormat(&line, "  %d failed", failed);
  }
  return line;
}

bool StderrIsTerminal(const std::ostream& err) {
  return &err == &std::cerr && isatty(STDERR_FILENO) == 1;
}

bool StdoutIsTerminal(const std::ostream& out) {
  return &out == &std::cout && isatty(STDOUT_FILENO) == 1;
}

ProgressLine::ProgressLine(std::ostream* tty, std::optional<uint64_t> total)
    : tty_(tty), total_(total), start_(Clock::now()), last_draw_(start_) {}

void ProgressLine::Update(uint64_t done, uint64_t failed) {
  if (tty_ == nullptr) return;
  const Clock::time_point now = Clock::now();
  // A redraw per log would cost more than a small log's verification.
  if (now - last_draw_ < std::chrono::milliseconds(200) && done != total_) return;
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  // \r and "erase to end of line": the line is rewritten in place.
  *tty_ << "\r" << FormatProgress(done, total_, failed, elapsed) << "\x1b[K" << std::flush;
  shown_ = true;
}

void ProgressLine::Clear() {
  if (tty_ == nullptr || !shown_) return;
  *tty_ << "\r\x1b[K" << std::flush;
  shown_ = false;
}

}  // namespace arbiter
