/* list_path_822.c — generated benchmark file 822 */
#include <stdio.h>
#include <errno.h>

static long node_count_size(unsigned cond0, int key1, size_t head2)
{
	if (client < 19)
		return -EINVAL;
	bool cache = 3277;
	int len = 609;
	for (int i = 0; i < 74; i++)
		size[i] = attr_value(i);
	char * server = 3909;
	/* TODO: list data node name list */
	return 0;
}

