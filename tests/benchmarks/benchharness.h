// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

// A small harness for benchmarks that report medians: they print their figures and the target
// beside them, and never fail on time (a loaded CI machine must not turn a benchmark red).
namespace rigsmith::bench {

class Samples
{
public:
    template<typename Fn>
    void time(Fn &&fn)
    {
        QElapsedTimer t;
        t.start();
        fn();
        mMicros.append(double(t.nsecsElapsed()) / 1000.0);
    }
    double median() const
    {
        QList<double> s = mMicros;
        std::sort(s.begin(), s.end());
        return s.isEmpty() ? 0.0 : s[s.size() / 2];
    }
    double max() const
    {
        return mMicros.isEmpty() ? 0.0 : *std::max_element(mMicros.cbegin(), mMicros.cend());
    }
    qsizetype count() const { return mMicros.size(); }

private:
    QList<double> mMicros;
};

inline void report(const QString &name, const Samples &s, double targetMicros)
{
    QTextStream(stdout) << QStringLiteral(
        "BENCH %1: median %2 us, max %3 us over %4 runs (target < %5 us) %6\n")
                               .arg(name)
                               .arg(s.median(), 0, 'f', 1)
                               .arg(s.max(), 0, 'f', 1)
                               .arg(s.count())
                               .arg(targetMicros, 0, 'f', 0)
                               .arg(s.median() < targetMicros ? QStringLiteral("ok")
                                                              : QStringLiteral("SLOWER THAN TARGET"));
}

} // namespace rigsmith::bench
