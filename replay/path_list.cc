#include "replay/path_list.h"

#include <cerrno>
#include <cstring>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "verifier/core/escape.h"

namespace arbiter {

absl::StatusOr<std::unique_ptr<PathList>> PathList::Open(const std::string& file) {
  if (file == "-") {
    return std::unique_ptr<PathList>(new PathList(file, nullptr, &std::cin));
  }
  auto owned = std::make_unique<std::ifstream>(file, std::ios::binary);
  if (!owned->is_open()) {
    const int error = errno;
    const std::string why = absl::StrCat(Bounded(file, kMaxQuotedPath),
                                         ": the list of paths cannot be opened: ",
                                         std::strerror(error));
    if (error == ENOENT) return absl::NotFoundError(why);
    return absl::PermissionDeniedError(why);
  }
  std::istream* in = owned.get();
  return std::unique_ptr<PathList>(new PathList(file, std::move(owned), in));
}

std::optional<absl::StatusOr<std::string>> PathList::Next() {
  if (ended_) return std::nullopt;
  std::streambuf* buffer = in_->rdbuf();
  while (true) {
    std::string line;
    bool too_long = false;
    bool at_end = false;
    while (true) {
      const int c = buffer->sbumpc();  // a pipe gives what has been written
      if (c == std::char_traits<char>::eof()) {
        at_end = true;
        break;
      }
      if (c == '\n') break;
      if (line.size() < kMaxLineBytes) {
        line.push_back(static_cast<char>(c));
      } else {
        too_long = true;
      }
    }
    if (too_long) {
      return absl::InvalidArgumentError(absl::StrCat(
          Bounded(file_, kMaxQuotedPath), ": a line longer than ", kMaxLineBytes,
          " bytes is no path: ", Bounded(line, 80), "..."));
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) return line;
    if (at_end) {
      ended_ = true;  // nothing more: Next stays at the end
      return std::nullopt;
    }
  }
}

}  // namespace arbiter
