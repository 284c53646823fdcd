// SPDX-License-Identifier: GPL-3.0-or-later
// UI benchmarks: one drag-move step over the chassis (hit test, snap preview with the rules run on
// the previewed build, repaint request; target under 2 ms median), the charts panel rebuilt
// after a change (target under 50 ms median), and a keystroke in the parts browser's search field
// (the table filtered and sorted again; target under 5 ms, the slowest one included), in a window
// on the full catalog. Start-up is
// bench_startup's: whole launches to the first paint.
#include "benchharness.h"
#include "core/rules/ruleengine.h"
#include "db/session/catalogsession.h"
#include "support/sampleparts.h"
#include "ui/browser/partmime.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/chassis/chassisscene.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsSceneDragDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QTextStream>

using namespace rigsmith;
using namespace rigsmith::core;

int main(int argc, char *argv[])
{
    qputenv("RIGSMITH_NO_DIALOGS", "1");
    QApplication app(argc, argv);

    db::CatalogSession catalog(QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), QString());
    catalog.preload({PartKind::Gpu}); // as the application does
    ui::MainWindow window;
    window.setCatalog(catalog.catalog(), catalog.problems());
    window.show();
    for (PartKind kind : allValues<PartKind>())
        catalog.catalog()->whenReady(kind).waitForFinished();
    QApplication::processEvents(); // the browser and the charts take the parts that arrived

    // Drag steps: a GPU moved back and forth over the slots of the guide's 4-GPU board.
    Build b = testing::guideFourBlowerBuild();
    b.gpus.removeLast();
    window.document()->reset(b);
    ui::ChassisScene *scene = window.scene();
    std::unique_ptr<QMimeData> mime(ui::makePartMime({b.gpus[0].gpu.info.id, 1}));
    QGraphicsSceneDragDropEvent enter(QEvent::GraphicsSceneDragEnter);
    enter.setMimeData(mime.get());
    enter.setScenePos(scene->slotCentre(1));
    QApplication::sendEvent(scene, &enter);
    const QList<int> path {1, 3, 5, 7, 5, 3};
    bench::Samples step;
    volatile qsizetype sink = 0;
    for (int i = 0; i < 2000; ++i) {
        const int slot = path[i % path.size()];
        step.time([&] {
            QGraphicsSceneDragDropEvent move(QEvent::GraphicsSceneDragMove);
            move.setMimeData(mime.get());
            move.setScenePos(scene->slotCentre(slot));
            move.setProposedAction(Qt::MoveAction);
            QApplication::sendEvent(scene, &move);
            Build preview = window.document()->build();
            preview.gpus[0].slot = slot;
            sink = sink + RuleEngine::evaluate(preview).findings.size();
            scene->update();
        });
    }
    bench::report(QStringLiteral("drag-move step over the chassis"), step, 2000);

    // After a change the charts are rebuilt over the whole catalog (value map, alternatives,
    // cost breakdown, TCO), widgets included.
    bench::Samples charts;
    for (int i = 0; i < 20; ++i) {
        b.environment.electricityPricePerKwh = 0.1 + 0.01 * i;
        charts.time([&] { window.charts()->update(b); });
    }
    bench::report(QStringLiteral("charts panel rebuilt after a change"), charts, 50000);

    // Typing into the browser's search field, and deleting it again, on the largest kinds: each
    // keystroke filters and sorts the whole table (one letter matches thousands of parts).
    auto *search = window.browser()->findChild<QLineEdit *>(QStringLiteral("partsSearch"));
    const QList<QPair<PartKind, QString>> typed {{PartKind::Gpu, QStringLiteral("asus rtx 4090")},
        {PartKind::Memory, QStringLiteral("corsair ddr5 64")},
        {PartKind::Motherboard, QStringLiteral("asus pro ws")}, {PartKind::Gpu, QStringLiteral("e")},
        {PartKind::Memory, QStringLiteral("g")}};
    bench::Samples keystroke;
    for (const auto &[kind, text] : typed) {
        window.browser()->showKind(kind);
        QApplication::processEvents();
        for (qsizetype n = 1; n <= text.size(); ++n)
            keystroke.time([&] { search->setText(text.left(n)); });
        for (qsizetype n = text.size() - 1; n >= 0; --n)
            keystroke.time([&] { search->setText(text.left(n)); });
    }
    bench::report(QStringLiteral("browser search per keystroke (slowest shown as max)"), keystroke, 5000);
    return 0;
}
