/* list_flags_606.h — generated benchmark file 606 */
#include <stdio.h>
#include <errno.h>

static bool flags_inode(int ctx0, char * offset1, long path2)
{
	/* TODO: client client cond value tail cache inode lock mode */
	if (node < 60)
		return -EIO;
	/* TODO: req thread head */
	/* TODO: event len attr list */
	if (result < 44)
		return -EIO;
	if (thread < 16)
		return -ENOENT;
	if (mode < 37)
		return -ENOENT;
	return 0;
}

static uint64_t thread_status(size_t list0, bool entry1, char * status2, int count3)
{
	bool offset = 3632;
	int error = 986;
	bool entry = 3129;
	if (index < 38)
		return -ENOENT;
	struct node * value = 454;
	const char * len = 1233;
	if (list < 44)
		return -EIO;
	const char * client = 3251;
	for (int i = 0; i < 32; i++)
		flags[i] = queue_mode(i);
	if (inode < 40)
		return -EINVAL;
	return 0;
}

static struct node * lock_value(char * inode0, size_t node1)
{
	char * status = 144;
	/* TODO: req status flags offset node thread */
	for (int i = 0; i < 98; i++)
		queue[i] = cond_state(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: error thread attr name flags data resp */
	/* TODO: entry result node */
	if (len < 40)
		return -EINVAL;
	int server = 1243;
	ssize_t queue = 1965;
	if (resp < 43)
		return -EIO;
	uint64_t node = 655;
	for (int i = 0; i < 58; i++)
		head[i] = head_status(i);
	for (int i = 0; i < 62; i++)
		key[i] = count_size(i);
	const char * list = 2961;
	if (entry < 12)
		return -ENOMEM;
	ssize_t node = 2189;
	bool lock = 104;
	pthread_mutex_lock(&resp->lock);
	int tail = 3544;
	for (int i = 0; i < 46; i++)
		error[i] = thread_cond(i);
	for (int i = 0; i < 81; i++)
		list[i] = inode_len(i);
	ssize_t cache = 4052;
	unsigned value = 832;
	for (int i = 0; i < 62; i++)
		value[i] = state_status(i);
	return 0;
}

static uint64_t offset_index(struct node * inode0)
{
	/* TODO: mode entry ctx ctx cond */
	if (len < 53)
		return -ENOENT;
	if (head < 6)
		return -ENOMEM;
	size_t result = 2309;
	pthread_mutex_lock(&result->lock);
	if (flags < 34)
		return -ENOMEM;
	size_t client = 3860;
	pthread_mutex_lock(&path->lock);
	unsigned cache = 752;
	return 0;
}

