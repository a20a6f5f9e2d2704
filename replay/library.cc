// include/arbiter/arbiter.h: the installed API, on the same paths the
// command line uses (binary_verify.h for binary bytes, VerifyLog otherwise).
#include "arbiter/arbiter.h"

#include "engine/core/digest.h"
#include "engine/core/game.h"
#include "engine/core/registry.h"
#include "google/protobuf/arena.h"
#include "replay/binary_verify.h"
#include "replay/format_sniff.h"
#include "replay/log_reader.h"
#include "replay/version.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

absl::StatusOr<LogFormat> ResolveFormat(absl::string_view bytes, BytesFormat format) {
  switch (format) {
    case BytesFormat::kBinary: return LogFormat::kBinary;
    case BytesFormat::kText: return LogFormat::kText;
    case BytesFormat::kJson: return LogFormat::kJson;
    case BytesFormat::kDetect: break;
  }
  return SniffFormat(bytes, "log");
}

}  // namespace

absl::StatusOr<Verdict> VerifyLogBytes(absl::string_view bytes, BytesFormat format,
                                       const VerifySettings& settings) {
  absl::StatusOr<LogFormat> resolved = ResolveFormat(bytes, format);
  if (!resolved.ok()) return resolved.status();
  ReadLimits limits;
  limits.max_bytes = settings.max_bytes;
  limits.max_events = settings.max_events;
  VerifyOptions options;
  options.require_complete = settings.require_complete;
  options.check_invariants = settings.check_invariants;

  google::protobuf::Arena arena;
  auto* log = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
  Report report;
  if (*resolved == LogFormat::kBinary) {
    absl::Status read = VerifyBinaryLog(bytes, limits, options, log, &report);
    if (!read.ok()) return read;
  } else {
    absl::Status parsed = ParseLogInto(bytes, *resolved, limits, log);
    if (!parsed.ok()) return parsed;
    report = VerifyLog(*log, options);
  }

  Verdict verdict;
  verdict.match_id = report.match_id;
  verdict.game = report.game;
  verdict.events_applied = report.events_applied;
  verdict.complete = report.complete;
  verdict.ended_by_limit = report.ended_by_limit;
  verdict.digest = DigestToHex(report.final_digest);
  verdict.scores = report.scores;
  verdict.winners = report.winners;
  if (report.failure.has_value()) {
    const Failure& f = *report.failure;
    verdict.failure = VerdictFailure{f.event_index, f.actor,    f.event_text,
                                     f.rule_id,     f.citation, f.reason};
  }
  verdict.ok = report.ok();
  if (settings.check_expect && log->has_expect()) {
    absl::Status expected = CheckExpectation(*log, report);
    verdict.ok = expected.ok();
    if (!expected.ok()) verdict.expectation_mismatch = std::string(expected.message());
  }
  return verdict;
}

const char* LibraryVersion() { return BuildVersion(); }

uint32_t LogFormatVersion() { return kFormatVersion; }

std::vector<GameVersion> GameVersions() {
  std::vector<GameVersion> out;
  for (const Game* game : AllGames()) {
    const GameInfo& info = game->info();
    out.push_back({std::string(info.name), info.min_rules_version, info.rules_version});
  }
  return out;
}

}  // namespace arbiter
