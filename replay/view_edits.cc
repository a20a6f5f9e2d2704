#include "replay/view_edits.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/strings/str_format.h"

namespace arbiter {
namespace {

// The lines of `text`, each with its "\n": concatenated, they are `text`.
std::vector<absl::string_view> Lines(absl::string_view text) {
  std::vector<absl::string_view> lines;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    const size_t n = end == absl::string_view::npos ? text.size() : end + 1;
    lines.push_back(text.substr(0, n));
    text.remove_prefix(n);
  }
  return lines;
}

// Beyond this many line pairs the middle is replaced whole: a view that
// changes almost everywhere gains nothing from a finer diff, and the table
// stays a few MB.
constexpr size_t kMaxComparedPairs = size_t{1} << 20;

void AddEdit(LineEdits& edits, size_t at, size_t removed, const std::vector<absl::string_view>& to,
             size_t added_from, size_t added_to) {
  if (removed == 0 && added_from == added_to) return;
  pb::SeatRecord::LineEdit& edit = *edits.Add();
  edit.set_at(static_cast<uint32_t>(at));
  edit.set_removed(static_cast<uint32_t>(removed));
  for (size_t j = added_from; j < added_to; ++j) edit.add_added(std::string(to[j]));
}

}  // namespace

LineEdits DiffLines(absl::string_view from_text, absl::string_view to_text) {
  const std::vector<absl::string_view> from = Lines(from_text);
  const std::vector<absl::string_view> to = Lines(to_text);
  // The common first and last lines are no edit.
  size_t head = 0;
  while (head < from.size() && head < to.size() && from[head] == to[head]) ++head;
  size_t tail = 0;
  while (tail < from.size() - head && tail < to.size() - head &&
         from[from.size() - 1 - tail] == to[to.size() - 1 - tail])
    ++tail;
  const size_t n = from.size() - head - tail;
  const size_t m = to.size() - head - tail;
  LineEdits edits;
  if (n == 0 || m == 0 || n * m > kMaxComparedPairs) {
    AddEdit(edits, head, n, to, head, head + m);
    return edits;
  }
  // keep[i][j]: the longest common subsequence of from[head+i..] and
  // to[head+j..], in lines.
  std::vector<uint32_t> keep((n + 1) * (m + 1), 0);
  const auto at = [&](size_t i, size_t j) -> uint32_t& { return keep[i * (m + 1) + j]; };
  for (size_t i = n; i-- > 0;) {
    for (size_t j = m; j-- > 0;) {
      at(i, j) = from[head + i] == to[head + j] ? at(i + 1, j + 1) + 1
                                                : std::max(at(i + 1, j), at(i, j + 1));
    }
  }
  // Walk the table; each run of removed and added lines between kept ones
  // is one edit.
  size_t i = 0, j = 0, run_i = 0, run_j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && from[head + i] == to[head + j]) {
      AddEdit(edits, head + run_i, i - run_i, to, head + run_j, head + j);
      run_i = ++i;
      run_j = ++j;
    } else if (j < m && (i == n || at(i, j + 1) >= at(i + 1, j))) {
      ++j;
    } else {
      ++i;
    }
  }
  AddEdit(edits, head + run_i, n - run_i, to, head + run_j, head + m);
  return edits;
}

absl::StatusOr<std::string> ApplyLineEdits(absl::string_view from_text, const LineEdits& edits) {
  const std::vector<absl::string_view> from = Lines(from_text);
  std::string out;
  size_t next = 0;  // the first line of `from` not yet copied or removed
  for (int k = 0; k < edits.size(); ++k) {
    const pb::SeatRecord::LineEdit& edit = edits[k];
    const uint64_t end = uint64_t{edit.at()} + edit.removed();
    if (edit.at() < next || end > from.size()) {
      return absl::DataLossError(absl::StrFormat(
          "view edit %d: lines %d..%d do not fit (the edits before it end at line %d, the view "
          "has %d lines)",
          k, edit.at(), end, next, from.size()));
    }
    for (; next < edit.at(); ++next) out.append(from[next].data(), from[next].size());
    for (const std::string& line : edit.added()) out.append(line);
    next = static_cast<size_t>(end);
  }
  for (; next < from.size(); ++next) out.append(from[next].data(), from[next].size());
  return out;
}

}  // namespace arbiter
