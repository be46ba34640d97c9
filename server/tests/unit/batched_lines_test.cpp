// The access lines' writer: every line arrives whole, in order, in few batches; none is lost
// unless the output falls behind, and then the drop is said.
#include "core/batched_lines.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "eventually.hpp"

using platform::core::BatchedLines;
using platform::test_support::eventually;

namespace {

struct Collected {
  std::mutex mutex;
  std::string text;
  int batches = 0;
  BatchedLines::Output output() {
    return [this](std::string_view lines) {
      const std::lock_guard lock(mutex);
      text += lines;
      ++batches;
    };
  }
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST(BatchedLines, EveryLineOfEveryThreadArrivesWholeAndInOrder) {
  Collected out;
  constexpr int kThreads = 4;
  constexpr int kLines = 20000;
  {
    BatchedLines lines(out.output(), 4096);
    std::vector<std::thread> writers;
    writers.reserve(kThreads);
    for (int t = 0; t < kThreads; ++t) {
      writers.emplace_back([&lines, t] {
        for (int i = 0; i < kLines; ++i) {
          lines.add("thread " + std::to_string(t) + " line " + std::to_string(i));
        }
      });
    }
    for (auto& w : writers) w.join();
  }  // destruction writes what is left
  std::vector<int> next(kThreads, 0);
  const auto got = lines_of(out.text);
  ASSERT_EQ(got.size(), std::size_t{kThreads} * kLines);
  for (const auto& line : got) {
    int t = -1;
    int i = -1;
    ASSERT_EQ(std::sscanf(line.c_str(), "thread %d line %d", &t, &i), 2) << line;
    ASSERT_TRUE(t >= 0 && t < kThreads) << line;
    EXPECT_EQ(i, next[static_cast<std::size_t>(t)]++) << "lines of one thread keep their order";
  }
  // Batches of 4 KB for about 2 MB of lines: far fewer writes than lines.
  EXPECT_LT(out.batches, kThreads * kLines / 20);
}

TEST(BatchedLines, AQuietLineGoesOutWithinTheInterval) {
  Collected out;
  BatchedLines lines(out.output(), 1 << 16, 1 << 20, std::chrono::milliseconds(20));
  lines.add("GET / 200");
  // Far below the batch size: only the interval sends it (the destructor would too, so the wait
  // is made while `lines` lives).
  EXPECT_TRUE(eventually([&] {
    const std::lock_guard lock(out.mutex);
    return !out.text.empty();
  })) << "the line went out";
  const std::lock_guard lock(out.mutex);
  EXPECT_EQ(out.text, "GET / 200\n");
}

TEST(BatchedLines, AnOutputFallenBehindDropsNewLinesAndSaysHowMany) {
  std::mutex gate;
  std::unique_lock held(gate);  // the output is stuck until released
  std::atomic<bool> writing = false;
  Collected out;
  {
    BatchedLines lines(
        [&](std::string_view batch) {
          writing = true;
          const std::lock_guard wait(gate);
          out.output()(batch);
        },
        16, 64, std::chrono::milliseconds(1));
    // The first batch goes to the stuck output; then 64 bytes gather and the rest is dropped.
    lines.add("first line, taken by the writer");
    // EXPECT, not ASSERT: the gate must be opened below, or destroying `lines` waits forever.
    EXPECT_TRUE(eventually([&] { return writing.load(); })) << "the writer took the first line";
    for (int i = 0; i < 100; ++i) lines.add("line " + std::to_string(i) + " of the burst");
    held.unlock();
  }
  EXPECT_EQ(out.text.find("first line, taken by the writer\n"), 0u) << out.text;
  EXPECT_NE(out.text.find("line 0 of the burst\n"), std::string::npos) << out.text;
  EXPECT_EQ(out.text.find("line 99 of the burst"), std::string::npos) << out.text;
  EXPECT_NE(out.text.find("lines dropped: the output fell behind"), std::string::npos) << out.text;
}
