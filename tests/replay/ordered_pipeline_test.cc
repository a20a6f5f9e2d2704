// RunOrdered: results in index order, streamed before the batch ends, and
// never more than the window in flight.
#include "replay/ordered_pipeline.h"

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace arbiter {
namespace {

struct Trace {
  std::vector<size_t> emitted;
  std::atomic<size_t> emitted_count{0};
  std::atomic<size_t> started{0};
  std::atomic<size_t> max_ahead{0};  // largest (index started) - (emitted so far)
};

void RunTraced(size_t n, int jobs, size_t window, Trace* trace) {
  RunOrdered<size_t>(
      n, jobs, window,
      [&](size_t i) {
        ++trace->started;
        const size_t ahead = i - std::min(i, trace->emitted_count.load());
        size_t seen = trace->max_ahead.load();
        while (ahead > seen && !trace->max_ahead.compare_exchange_weak(seen, ahead)) {
        }
        return i * i;
      },
      [&](size_t i, size_t square) {
        EXPECT_EQ(square, i * i);
        trace->emitted.push_back(i);
        ++trace->emitted_count;
      },
      [] {});
}

TEST(OrderedPipelineTest, EmitsEveryIndexOnceInOrder) {
  for (int jobs : {1, 2, 3, 8}) {
    for (size_t n : {size_t{0}, size_t{1}, size_t{2}, size_t{17}, size_t{1000}}) {
      Trace trace;
      RunTraced(n, jobs, 4, &trace);
      ASSERT_EQ(trace.emitted.size(), n) << jobs;
      for (size_t i = 0; i < n; ++i) ASSERT_EQ(trace.emitted[i], i) << jobs;
    }
  }
}

// Memory stays bounded: a worker never runs further ahead of the printer
// than the window (plus the one index being handed to emit).
TEST(OrderedPipelineTest, NeverRunsMoreThanTheWindowAhead) {
  for (size_t window : {size_t{1}, size_t{3}, size_t{16}}) {
    Trace trace;
    RunTraced(5000, 4, window, &trace);
    EXPECT_LE(trace.max_ahead.load(), window) << window;
  }
}

// Streaming: the first result is out while most of the batch has not even
// started, so output does not wait for the last log.
TEST(OrderedPipelineTest, FirstResultComesOutBeforeTheBatchEnds) {
  std::atomic<size_t> started{0};
  size_t started_at_first_emit = 0;
  RunOrdered<int>(
      1000, 2, 8, [&](size_t) { return static_cast<int>(++started); },
      [&](size_t i, int) {
        if (i == 0) started_at_first_emit = started.load();
      },
      [] {});
  EXPECT_LE(started_at_first_emit, 9u);
  EXPECT_EQ(started.load(), 1000u);
}

// A slow early log holds the line order but not the workers' results: what
// finished later is emitted after it, in order.
TEST(OrderedPipelineTest, SlowEarlyItemKeepsOrder) {
  std::atomic<bool> release{false};
  std::vector<size_t> order;
  RunOrdered<size_t>(
      64, 3, 16,
      [&](size_t i) {
        if (i == 0) {
          while (!release.load()) std::this_thread::yield();
        }
        if (i == 15) release = true;  // index 0 finishes only after 15 started
        return i;
      },
      [&](size_t i, size_t v) {
        EXPECT_EQ(i, v);
        order.push_back(i);
      },
      [] {});
  ASSERT_EQ(order.size(), 64u);
  for (size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], i);
}

TEST(OrderedPipelineTest, IdleRunsBeforeEveryWaitAndAfterEverySequentialItem) {
  int idles = 0;
  RunOrdered<int>(5, 1, 4, [](size_t) { return 0; }, [](size_t, int) {}, [&] { ++idles; });
  EXPECT_EQ(idles, 5);
}

// A stream of unknown length: `next` is asked for an item only while the
// window has room, so a lazily read input is never read further ahead of
// the output than the window; every item comes out once, in order, and the
// count is returned.
TEST(OrderedPipelineTest, AStreamIsTakenNoFurtherThanTheWindowAhead) {
  for (int jobs : {1, 2, 5}) {
    for (size_t window : {size_t{1}, size_t{4}, size_t{32}}) {
      constexpr size_t kItems = 3000;
      size_t taken = 0;
      std::atomic<size_t> emitted{0};
      size_t max_ahead = 0;
      bool asked_after_end = false;
      std::vector<std::string> out;
      const size_t count = RunOrdered<std::string, std::string>(
          [&]() -> std::optional<std::string> {
            asked_after_end |= taken > kItems;
            max_ahead = std::max(max_ahead, taken - emitted.load());
            if (taken == kItems) {
              ++taken;
              return std::nullopt;
            }
            return std::to_string(taken++);
          },
          jobs, window, [](size_t, std::string item) { return item + "!"; },
          [&](size_t i, std::string result) {
            EXPECT_EQ(result, std::to_string(i) + "!");
            out.push_back(std::move(result));
            ++emitted;
          },
          [] {});
      EXPECT_EQ(count, kItems);
      EXPECT_EQ(out.size(), kItems);
      EXPECT_FALSE(asked_after_end);
      // Items taken but not emitted when `next` is asked: at most the window.
      EXPECT_LE(max_ahead, window) << jobs << " jobs, window " << window;
    }
  }
}

}  // namespace
}  // namespace arbiter
