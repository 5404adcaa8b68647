// -----

func.func @uplift_while(%arg0: index, %arg1: index, %arg2: index) -> index {
  %0 = scf.while (%arg3 = %arg0) : (index) -> (index) {
    %1 = arith.cmpi slt, %arg3, %arg1 : index
    scf.condition(%1) %arg3 : index
  } do {
  ^bb0(%arg3: index):
    "test.test1"(%arg3) : (index) -> ()
    %added = arith.addi %arg2, %arg3 : index
    "test.test2"(%added) : (index) -> ()
    scf.yield %added : index
  }
  return %0 : index
}

// CHECK-LABEL: func @uplift_while
//  CHECK-SAME:     (%[[BEGIN:.*]]: index, %[[END:.*]]: index, %[[STEP:.*]]: index) -> index
//       CHECK:     %[[C1:.*]] = arith.constant 1 : index
//       CHECK:     scf.for %[[I:.*]] = %[[BEGIN]] to %[[END]] step %[[STEP]] {
//       CHECK:     "test.test1"(%[[I]]) : (index) -> ()
//       CHECK:     %[[INC:.*]] = arith.addi %[[STEP]], %[[I]] : index
//       CHECK:     "test.test2"(%[[INC]]) : (index) -> ()
//       CHECK:     %[[R1:.*]] = arith.subi %[[STEP]], %[[C1]] : index
//       CHECK:     %[[R2:.*]] = arith.subi %[[END]], %[[BEGIN]] : index
//       CHECK:     %[[R3:.*]] = arith.addi %[[R2]], %[[R1]] : index
//       CHECK:     %[[R4:.*]] = arith.divsi %[[R3]], %[[STEP]] : index
//       CHECK:     %[[R5:.*]] = arith.subi %[[R4]], %[[C1]] : index
//       CHECK:     %[[R6:.*]] = arith.muli %[[R5]], %[[STEP]] : index
//       CHECK:     %[[R7:.*]] = arith.addi %[[BEGIN]], %[[R6]] : index
//       CHECK:     return %[[R7]] : index


