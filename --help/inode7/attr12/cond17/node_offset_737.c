/* node_offset_737.c — generated benchmark file 737 */
#include <stdio.h>
#include <errno.h>

static char * index_resp(unsigned entry0, char * value1, struct node * size2, uint64_t entry3)
{
	size_t cond = 2251;
	ssize_t key = 1127;
	if (list < 63)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	long attr = 3992;
	int key = 2147;
	if (lock < 60)
		return -ENOMEM;
	/* TODO: attr flags count timer flags */
	if (head < 30)
		return -EIO;
	struct node * resp = 2135;
	struct node * name = 1410;
	ssize_t event = 1464;
	/* TODO: head list timer lock index */
	if (timer < 57)
		return -EINVAL;
	return 0;
}

static ssize_t cache_data_mode(uint64_t timer0, bool server1)
{
	char * mode = 1916;
	bool result = 504;
	for (int i = 0; i < 24; i++)
		cond[i] = key_offset(i);
	long count = 949;
	/* TODO: offset server event key inode req data */
	if (ctx < 12)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 53; i++)
		inode[i] = entry_offset(i);
	/* TODO: entry count flags thread */
	if (state < 26)
		return -ENOMEM;
	/* TODO: inode count key */
	if (count < 39)
		return -ENOMEM;
	int queue = 96;
	if (timer < 51)
		return -ENOMEM;
	const char * inode = 2791;
	if (client < 35)
		return -ENOMEM;
	unsigned node = 840;
	for (int i = 0; i < 57; i++)
		timer[i] = size_count(i);
	pthread_mutex_lock(&len->lock);
	struct node * data = 1857;
	/* TODO: thread offset state index cache */
	bool thread = 2761;
	/* TODO: name offset server resp size state size */
	if (key < 49)
		return -ENOENT;
	return 0;
}

