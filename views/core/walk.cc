#include "views/core/walk.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "engine/core/registry.h"

namespace arbiter::views {

absl::Status WalkLog(const pb::MatchLog& log, int64_t first, int64_t last,
                     FrameVisitor visit) {
  const int64_t total = log.events_size();
  if (first < 0 || first > last || last > total) {
    return absl::OutOfRangeError(absl::StrCat(
        "events ", first, " to ", last, " asked of a log of ", total));
  }
  const Game* game = FindGame(log.header().game());
  if (game == nullptr) {
    return absl::NotFoundError(
        absl::StrCat("the header names an unknown game '", log.header().game(), "'"));
  }
  absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(log.header());
  if (!match.ok()) return match.status();
  Frame frame;
  frame.match_id = log.header().match_id();
  frame.total = total;
  // Event i is applied to a copy before state i is visited, so that the
  // frame of the state a rejected event was played in carries the rejection.
  for (int64_t i = 0;; ++i) {
    frame.index = i;
    std::unique_ptr<Match> next;
    std::string text;
    if (i < total) {
      const pb::Event& event = log.events(static_cast<int>(i));
      text = (*match)->EventText(event);
      next = (*match)->Clone();
      absl::Status applied = next->Apply(event);
      if (!applied.ok()) {
        frame.rejected = GetRejection(applied);
        if (!frame.rejected) {
          frame.rejected =
              Rejection{"core.rejected", "", std::string(applied.message())};
        }
        frame.rejected_event = text;
        // The walk ends here, wherever it was asked to: like `arbiter replay`,
        // it shows the state the failing event was played in.
        return visit(**match, frame);
      }
    }
    if (i >= first) {
      absl::Status visited = visit(**match, frame);
      if (!visited.ok()) return visited;
    }
    if (i == last) return absl::OkStatus();
    *match = std::move(next);
    frame.last_event = std::move(text);
  }
}

}  // namespace arbiter::views
