// The storage's keys and its local folder (storage/): what a key may name, writes that replace a
// file whole, reads, removal and the list a backup copies. The object storage backend is tested
// by the API suite against a local S3-compatible server (scripts/test, api-threads).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "auth/crypto.hpp"
#include "storage/local_folder.hpp"

using platform::storage::LocalFolder;
using platform::storage::valid_key;

TEST(StorageKeys, NameOnlyFilesInsideTheStorage) {
  for (const char* key : {"photos/a.webp", "content/0123abcd-480.webp", "private/drawn/x.pdf",
                          "service-params/AB_c.pdf", "a"}) {
    EXPECT_TRUE(valid_key(key)) << key;
  }
  for (const char* key : {"", "/etc/passwd", "../x", "a/../b", "a/./b", "a//b", "a/", ".incoming/1",
                          "photos/.hidden", "a b", "a\\b", "фото/a.webp", "a?b", "a%2e"}) {
    EXPECT_FALSE(valid_key(key)) << key;
  }
  EXPECT_TRUE(valid_key(std::string(512, 'a')));
  EXPECT_FALSE(valid_key(std::string(513, 'a')));
  EXPECT_FALSE(valid_key(std::string(1 << 20, 'a')));
}

struct LocalFolderTest : ::testing::Test {
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("platform-storage-" + platform::auth::random_hex(6));
  LocalFolder files{dir};

  void TearDown() override { std::filesystem::remove_all(dir); }
};

TEST_F(LocalFolderTest, WritesReadsReplacesAndRemoves) {
  EXPECT_FALSE(files.read("photos/a.webp"));
  EXPECT_FALSE(files.exists("photos/a.webp"));
  files.write("photos/a.webp", "first");
  EXPECT_TRUE(files.exists("photos/a.webp"));
  EXPECT_EQ(files.read("photos/a.webp"), "first");
  files.write("photos/a.webp", std::string(3 << 20, 'x'));
  EXPECT_EQ(files.read("photos/a.webp")->size(), std::size_t{3} << 20);
  files.write_once("photos/a.webp", "ignored: the name means these bytes already");
  EXPECT_EQ(files.read("photos/a.webp")->size(), std::size_t{3} << 20);
  files.remove("photos/a.webp");
  EXPECT_FALSE(files.exists("photos/a.webp"));
  files.remove("photos/a.webp");  // already gone: fine
}

TEST_F(LocalFolderTest, ListsEveryFileButItsUnfinishedWrites) {
  EXPECT_TRUE(files.keys().empty());  // no folder yet
  files.write("content/b-480.webp", "b");
  files.write("private/drawn/diploma-c.pdf", "c");
  std::filesystem::create_directories(dir / ".incoming");
  std::ofstream(dir / ".incoming" / "1-1") << "half";
  auto keys = files.keys();
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<std::string>{"content/b-480.webp", "private/drawn/diploma-c.pdf"}));
}

TEST_F(LocalFolderTest, RefusesKeysOutsideTheFolder) {
  EXPECT_THROW(files.write("../escape", "x"), std::invalid_argument);
  EXPECT_THROW((void)files.read("/etc/passwd"), std::invalid_argument);
  EXPECT_FALSE(std::filesystem::exists(dir.parent_path() / "escape"));
}
