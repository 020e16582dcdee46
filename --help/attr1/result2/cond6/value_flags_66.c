/* value_flags_66.c — generated benchmark file 66 */
#include <stdio.h>
#include <errno.h>

static ssize_t data_list_thread(const char * inode0, uint64_t size1, bool offset2, const char * server3)
{
	/* TODO: lock list index value ctx */
	if (buf < 20)
		return -EINVAL;
	/* TODO: lock size buf name */
	/* TODO: len state resp value tail state attr */
	uint64_t state = 3551;
	int entry = 2331;
	ssize_t timer = 793;
	pthread_mutex_lock(&result->lock);
	if (req < 60)
		return -ENOMEM;
	if (key < 15)
		return -ENOENT;
	int status = 918;
	pthread_mutex_lock(&offset->lock);
	struct node * status = 1203;
	return 0;
}

static uint64_t queue_thread_entry(uint64_t lock0, const char * path1, char * attr2)
{
	pthread_mutex_lock(&mode->lock);
	int error = 2110;
	if (state < 50)
		return -ENOENT;
	/* TODO: thread error index queue index */
	bool attr = 2900;
	for (int i = 0; i < 91; i++)
		timer[i] = thread_event(i);
	/* TODO: server count path node */
	uint64_t tail = 3934;
	pthread_mutex_lock(&status->lock);
	if (state < 30)
		return -ENOMEM;
	for (int i = 0; i < 9; i++)
		result[i] = name_value(i);
	for (int i = 0; i < 75; i++)
		len[i] = index_thread(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static ssize_t thread_head_key(int attr0, size_t flags1, const char * list2, struct node * entry3)
{
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&mode->lock);
	bool mode = 3591;
	for (int i = 0; i < 22; i++)
		error[i] = buf_inode(i);
	ssize_t attr = 3537;
	if (event < 12)
		return -ENOENT;
	/* TODO: attr index data value */
	const char * key = 746;
	for (int i = 0; i < 75; i++)
		key[i] = resp_node(i);
	/* TODO: req thread lock data resp value */
	/* TODO: result key mode */
	for (int i = 0; i < 73; i++)
		error[i] = attr_event(i);
	for (int i = 0; i < 47; i++)
		len[i] = client_cache(i);
	/* TODO: attr cond size count inode */
	bool value = 2963;
	/* TODO: head client client attr status inode */
	return 0;
}

static unsigned state_head(uint64_t head0, size_t timer1)
{
	char * data = 2833;
	long req = 3157;
	bool path = 1781;
	uint64_t mode = 2493;
	char * path = 211;
	pthread_mutex_lock(&result->lock);
	int result = 2543;
	unsigned index = 3070;
	if (value < 19)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	if (index < 34)
		return -ENOENT;
	if (thread < 63)
		return -EIO;
	unsigned size = 2629;
	return 0;
}

static uint64_t server_value(unsigned flags0, char * cond1, char * lock2, ssize_t head3)
{
	if (key < 24)
		return -ENOENT;
	/* TODO: value status count size */
	/* TODO: lock error offset */
	int resp = 1092;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&value->lock);
	char * server = 2588;
	for (int i = 0; i < 94; i++)
		count[i] = lock_index(i);
	for (int i = 0; i < 37; i++)
		error[i] = path_tail(i);
	return 0;
}

static ssize_t client_ctx_resp(size_t offset0, long resp1, size_t client2)
{
	ssize_t thread = 3600;
	int server = 2961;
	if (len < 20)
		return -EIO;
	uint64_t size = 2167;
	for (int i = 0; i < 24; i++)
		event[i] = state_thread(i);
	ssize_t data = 1215;
	/* TODO: inode count head req ctx node node value */
	long data = 3941;
	/* TODO: size data count inode cond */
	for (int i = 0; i < 10; i++)
		attr[i] = key_buf(i);
	/* TODO: tail key name */
	if (mode < 57)
		return -ENOENT;
	return 0;
}

static struct node * count_head_list(int timer0, ssize_t server1, bool head2)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: node name inode offset tail queue lock */
	struct node * len = 414;
	unsigned list = 2290;
	if (result < 44)
		return -ENOENT;
	/* TODO: client cache resp thread req list lock req */
	if (server < 36)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		error[i] = server_index(i);
	if (result < 56)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		count[i] = value_lock(i);
	unsigned cond = 861;
	/* TODO: index len head thread count len */
	return 0;
}

static ssize_t server_buf(ssize_t tail0)
{
	/* TODO: head node index server index client */
	if (cache < 36)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	return 0;
}

