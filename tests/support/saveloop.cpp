// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: saves two different builds to PATH, alternately, until it is killed. Used by
// tst_killsave to interrupt saves at random moments. Prints a line after each completed save.
#include "core/file/buildfile.h"
#include "sampleparts.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    rigsmith::core::Build a = rigsmith::testing::guideFourBlowerBuild();
    a.name = QStringLiteral("A");
    a.notes = QString(400000, u'a'); // a large file, so a kill often lands mid-write
    rigsmith::core::Build b = a;
    b.name = QStringLiteral("B");
    b.notes = QString(300000, u'b');
    for (unsigned i = 0;; ++i) {
        if (rigsmith::core::buildfile::save(i % 2 ? b : a, path))
            return 1;
        std::fputs("saved\n", stdout); // tells the test that saving is under way
        std::fflush(stdout);
    }
}
