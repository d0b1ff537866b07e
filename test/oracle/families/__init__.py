# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The oracle's op families, one table: each family module builds a `Family`
(its case generator, its input element types, its OpenVINO node, its
reference outputs, its function in the ov dialect) and `register`s it when
imported. cases.py, openvino_side.py and ours.py dispatch through the table
(`of(case)`) and name no family. A new family is a new module here and one
import line below (docs/adding-an-op.md)."""

from dataclasses import dataclass
from typing import Callable, Optional, Tuple


@dataclass(frozen=True)
class Family:
    """One family's entry. Every function takes a case (cases.py's dict).

    ops: the op names of its cases ("maxpool8"), which --ops and the report
        use. A case is drawn by one of two rules (cases.generate):
    main: the first draw of the case's stream [seed, k]: ((upper bound of
        the draw, generator(rng)), ...), bounds across all families in
        (0, 1] (the first families' split, kept so their cases keep their
        values);
    stream: (stream id, share, generator(rng)): a stream of its own, [seed,
        k, id], whose first draw below `share` replaces the case (streams in
        id order); how a new family joins without changing the other cases.
    input_types(case): the inputs' element types (cases.ELEMENT keys).
    node(case, params): the OpenVINO node over the parameters (opsets imported
        inside, so that the generator side needs no OpenVINO).
    reference(case, plugin, side): OpenVINO's reference outputs, or
        cases.REJECTS + why, or an exception; `side` is openvino_side
        (evaluate, same_bits, the `reference` module).
    function(name, case, types): `func.func @name` in the ov dialect, `types`
        the inputs' tensor types.
    cpu_after_reject: whether the CPU plugin runs on a case the reference
        rejects (False where the plugin may corrupt its process)."""

    name: str
    ops: Tuple[str, ...]
    input_types: Callable
    node: Callable
    reference: Callable
    function: Callable
    main: Tuple[Tuple[float, Callable], ...] = ()
    stream: Optional[Tuple[int, float, Callable]] = None
    cpu_after_reject: bool = True


FAMILIES = []
_BY_OP = {}


def register(family):
    """Adds a family to the table (its module calls this when imported)."""
    for op in family.ops:
        if op in _BY_OP:
            raise ValueError("oracle families: op %s registered twice" % op)
    _BY_OP.update(dict.fromkeys(family.ops, family))
    FAMILIES.append(family)
    return family


def of(case):
    """The family of a case, by its op name."""
    try:
        return _BY_OP[case["op"]]
    except KeyError:
        raise ValueError("oracle families: no family registers op %r" % case["op"]) from None


# One line per family.
from . import max_pool  # noqa: E402,F401  MaxPool-1/8/14
from . import roi_align  # noqa: E402,F401  ROIAlign-3/9
from . import avg_pool  # noqa: E402,F401  AvgPool-1/14/16
from . import roi_align_rotated  # noqa: E402,F401  ROIAlignRotated-15
from . import roi_pooling  # noqa: E402,F401  ROIPooling-2
