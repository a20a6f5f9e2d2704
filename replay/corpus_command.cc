// `arbiter corpus ingest|ls|get`: the LMDB corpus store.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/log_source.h"
#include "replay/store.h"
#include "verifier/core/escape.h"
#include "verifier/core/report.h"

namespace arbiter {
namespace {

constexpr char kCorpusHelp[] = R"(usage: arbiter corpus ingest PATH... --db DIR [--json]
       arbiter corpus ls --db DIR [--json]
       arbiter corpus get ID|NAME --db DIR [--out FILE]

The corpus store is an LMDB folder holding every log as its original bytes
plus a metadata index (game, match id, players, events, size), so listing
never decodes events. ingest reads log files and folders (each log is parsed
once to check it and index it; unreadable ones are reported and skipped) and
stores them in batches. A log is its bytes: the same bytes under any path
(relative, absolute, a symbolic link, a copy) are one stored log, reported
unchanged; a known name whose bytes changed replaces its old entry. Names
are stored relative to what was typed: a folder's own name, then the path
below it; a file on its own as typed when relative, else its file name;
never an absolute path. The store grows as it fills. A failure midway keeps
every batch committed before it. ls lists the index; get writes a log's
original bytes to FILE or standard output. `arbiter verify DIR` and `arbiter conform
DIR` read a store directly.

Exit 0 on success, 2 when an input or the store cannot be read or written.
)";

// Logs parsed and handed to the store at a time, and the bytes they may
// hold together: bounds memory for large corpora (a chunk of 512 logs of
// up to 64 MiB each once peaked at 2 GB) while the store batches its own
// transactions.
constexpr size_t kIngestChunk = 512;
constexpr size_t kIngestChunkBytes = size_t{64} << 20;

int Ingest(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.positional.size() < 2) {
    return UsageError(err, absl::InvalidArgumentError("ingest needs at least one PATH"));
  }
  std::vector<std::string> paths(args.positional.begin() + 1, args.positional.end());
  absl::StatusOr<LogSet> set = CollectLogs(paths);
  if (!set.ok()) return UsageError(err, set.status());
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadWrite);
  if (!store.ok()) return UsageError(err, store.status());

  ReadLimits limits;
  int counts[3] = {0, 0, 0};
  int rejected = 0;
  std::vector<NewLog> batch;
  size_t batch_bytes = 0;
  auto flush = [&]() -> absl::Status {
    if (batch.empty()) return absl::OkStatus();
    absl::StatusOr<std::vector<IngestOutcome>> outcomes = (*store)->Ingest(batch);
    if (!outcomes.ok()) return outcomes.status();
    for (size_t i = 0; i < outcomes->size(); ++i) {
      const IngestOutcome& o = (*outcomes)[i];
      if (o.result == IngestResult::kSkipped) {
        ++rejected;
        out << FormatUnreadableText(batch[i].name,
                                    absl::InvalidArgumentError(absl::StrCat(
                                        "not stored: ", o.why)))
            << "\n";
        continue;
      }
      ++counts[static_cast<int>(o.result)];
    }
    batch.clear();
    batch_bytes = 0;
    return absl::OkStatus();
  };
  for (size_t i = 0; i < set->size(); ++i) {
    absl::StatusOr<LoadedLog> loaded = set->Load(i, limits);
    absl::StatusOr<pb::MatchLog> log =
        loaded.ok() ? ParseLog(loaded->bytes, loaded->format, limits)
                    : absl::StatusOr<pb::MatchLog>(loaded.status());
    if (!log.ok()) {
      ++rejected;
      out << FormatUnreadableText(set->name(i), log.status()) << "\n";
      continue;
    }
    NewLog entry;
    entry.name = set->stored_name(i);
    entry.bytes = std::move(loaded->bytes);
    entry.format = loaded->format;
    entry.header = log->header();
    entry.event_count = static_cast<uint32_t>(log->events_size());
    batch_bytes += entry.bytes.size();
    batch.push_back(std::move(entry));
    if (batch.size() >= kIngestChunk || batch_bytes >= kIngestChunkBytes) {
      if (absl::Status st = flush(); !st.ok()) return UsageError(err, st);
    }
  }
  if (absl::Status st = flush(); !st.ok()) return UsageError(err, st);
  if (args.Has("json")) {
    out << absl::StrFormat(
        "{\"added\":%d,\"unchanged\":%d,\"replaced\":%d,\"rejected\":%d}\n",
        counts[0], counts[1], counts[2], rejected);
  } else {
    out << absl::StrFormat("%s: added %d, unchanged %d, replaced %d, rejected %d\n",
                           (*store)->dir(), counts[0], counts[1], counts[2], rejected);
  }
  return rejected > 0 ? kExitInputError : kExitOk;
}

int List(const Args& args, std::ostream& out, std::ostream& err) {
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadOnly);
  if (!store.ok()) return UsageError(err, store.status());
  std::vector<absl::Status> damaged;
  absl::StatusOr<std::vector<LogRecord>> records = (*store)->List(&damaged);
  if (!records.ok()) return UsageError(err, records.status());
  for (const absl::Status& d : damaged) {
    err << "arbiter: skipped a damaged record: " << EscapeText(d.message(), kMaxMessageBytes)
        << "\n";
  }
  for (const LogRecord& r : *records) {
    if (args.Has("json")) {
      out << absl::StrFormat(
          "{\"id\":%d,\"name\":%s,\"game\":%s,\"match_id\":%s,\"players\":%d,"
          "\"rules_version\":%d,\"events\":%d,\"format\":\"%s\",\"bytes\":%d}\n",
          r.id, JsonQuote(r.name), JsonQuote(r.game), JsonQuote(r.match_id),
          r.players, r.rules_version, r.event_count, FormatName(r.format), r.size);
    } else {
      out << absl::StrFormat("%6d  %-14s %dp %6d events %8d bytes  %s  %s\n", r.id,
                             EscapeText(r.game, kMaxQuotedText), r.players,
                             r.event_count, r.size,
                             r.match_id.empty() ? "-" : EscapeText(r.match_id, kMaxQuotedText),
                             EscapeText(r.name, kMaxQuotedPath));
    }
  }
  if (!args.Has("json")) {
    out << records->size() << " logs";
    if (!damaged.empty()) out << ", " << damaged.size() << " damaged records skipped";
    out << "\n";
  }
  return damaged.empty() ? kExitOk : kExitInputError;
}

int Get(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.positional.size() != 2) {
    return UsageError(err, absl::InvalidArgumentError("get takes exactly one ID or NAME"));
  }
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadOnly);
  if (!store.ok()) return UsageError(err, store.status());
  absl::StatusOr<LogRecord> record = (*store)->Find(args.positional[1]);
  if (!record.ok()) return UsageError(err, record.status());
  absl::StatusOr<std::string> bytes = (*store)->GetBytes(record->id);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  if (args.Has("out")) {
    if (absl::Status st = WriteFileAtomically(args.StringOr("out", ""), *bytes); !st.ok()) {
      return UsageError(err, st);
    }
    return kExitOk;
  }
  out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
  return kExitOk;
}

}  // namespace

int RunCorpus(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"db", true}, {"json", false}, {"out", true}, {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help") || args->positional.empty()) {
    out << kCorpusHelp;
    return args->Has("help") ? kExitOk : kExitInputError;
  }
  if (!args->Has("db")) {
    return UsageError(err, absl::InvalidArgumentError("corpus commands need --db DIR"));
  }
  const std::string& sub = args->positional[0];
  if (sub == "ingest") return Ingest(*args, out, err);
  if (sub == "ls") return List(*args, out, err);
  if (sub == "get") return Get(*args, out, err);
  return UsageError(err, absl::InvalidArgumentError(
                             absl::StrCat("unknown corpus command \"", sub,
                                          "\" (ingest, ls, get)")));
}

}  // namespace arbiter
