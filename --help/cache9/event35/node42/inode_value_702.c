/* inode_value_702.c — generated benchmark file 702 */
#include <stdio.h>
#include <errno.h>

static char * status_entry(char * value0, char * index1, struct node * data2, size_t lock3)
{
	if (inode < 5)
		return -EINVAL;
	if (attr < 52)
		return -EINVAL;
	/* TODO: resp req index tail value resp cache index */
	/* TODO: state mode key key value node timer client inode */
	/* TODO: client index tail timer entry mode */
	int error = 1593;
	/* TODO: queue cache len offset cache status */
	return 0;
}

static long thread_attr_entry(int cache0, ssize_t index1, char * list2, const char * key3)
{
	if (cache < 19)
		return -ENOMEM;
	pthread_mutex_lock(&timer->lock);
	bool ctx = 395;
	if (index < 40)
		return -EIO;
	for (int i = 0; i < 81; i++)
		flags[i] = data_count(i);
	/* TODO: offset path state client error path */
	for (int i = 0; i < 56; i++)
		list[i] = name_value(i);
	const char * tail = 2451;
	ssize_t data = 1231;
	return 0;
}

