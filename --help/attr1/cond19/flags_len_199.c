/* flags_len_199.c — generated benchmark file 199 */
#include <stdio.h>
#include <errno.h>

static int server_head_cond(unsigned timer0)
{
	for (int i = 0; i < 23; i++)
		data[i] = key_cache(i);
	if (inode < 22)
		return -EIO;
	/* TODO: key data name error value entry result */
	struct node * mode = 579;
	for (int i = 0; i < 35; i++)
		list[i] = state_value(i);
	/* TODO: queue result ctx inode result key queue tail attr */
	for (int i = 0; i < 70; i++)
		status[i] = status_event(i);
	pthread_mutex_lock(&list->lock);
	unsigned client = 3934;
	char * list = 1696;
	for (int i = 0; i < 39; i++)
		timer[i] = key_mode(i);
	for (int i = 0; i < 79; i++)
		buf[i] = event_req(i);
	/* TODO: cache queue state error tail node cache flags error */
	for (int i = 0; i < 48; i++)
		tail[i] = cond_req(i);
	/* TODO: head attr node node thread */
	return 0;
}

static long thread_ctx(int node0, char * buf1)
{
	/* TODO: len state key value lock buf name flags count */
	if (path < 9)
		return -ENOENT;
	for (int i = 0; i < 48; i++)
		status[i] = lock_key(i);
	if (size < 35)
		return -EIO;
	if (attr < 6)
		return -ENOENT;
	/* TODO: key error cache data attr ctx timer path */
	if (event < 34)
		return -ENOMEM;
	if (len < 16)
		return -ENOENT;
	if (resp < 30)
		return -EIO;
	if (lock < 6)
		return -EINVAL;
	if (data < 40)
		return -EIO;
	if (lock < 40)
		return -EIO;
	uint64_t state = 2543;
	for (int i = 0; i < 47; i++)
		index[i] = data_attr(i);
	pthread_mutex_lock(&list->lock);
	size_t attr = 2783;
	if (status < 28)
		return -ENOMEM;
	int thread = 17;
	return 0;
}

static char * inode_size_req(uint64_t offset0, char * timer1)
{
	for (int i = 0; i < 68; i++)
		entry[i] = state_result(i);
	/* TODO: timer size tail */
	if (offset < 61)
		return -EINVAL;
	if (event < 7)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		lock[i] = lock_data(i);
	if (queue < 23)
		return -ENOMEM;
	return 0;
}

static unsigned list_error_offset(long path0, const char * entry1, char * path2, ssize_t result3)
{
	for (int i = 0; i < 39; i++)
		path[i] = value_count(i);
	if (size < 41)
		return -EIO;
	for (int i = 0; i < 59; i++)
		tail[i] = client_error(i);
	pthread_mutex_lock(&size->lock);
	struct node * offset = 2012;
	char * attr = 863;
	bool value = 3341;
	for (int i = 0; i < 38; i++)
		flags[i] = value_list(i);
	for (int i = 0; i < 68; i++)
		flags[i] = lock_buf(i);
	pthread_mutex_lock(&name->lock);
	if (list < 37)
		return -ENOENT;
	return 0;
}

static long state_value_name(struct node * cond0, ssize_t name1)
{
	/* TODO: index data name value size result */
	if (thread < 39)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		name[i] = offset_state(i);
	if (offset < 29)
		return -ENOENT;
	if (list < 56)
		return -ENOENT;
	if (key < 53)
		return -ENOENT;
	char * count = 786;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 29; i++)
		error[i] = node_client(i);
	int status = 2033;
	if (timer < 6)
		return -ENOMEM;
	const char * key = 2095;
	pthread_mutex_lock(&index->lock);
	/* TODO: inode node size attr head queue list path */
	if (buf < 41)
		return -ENOENT;
	if (len < 25)
		return -ENOMEM;
	ssize_t event = 3468;
	if (queue < 59)
		return -ENOMEM;
	return 0;
}

static uint64_t inode_server_entry(long server0, size_t node1, long inode2, ssize_t entry3)
{
	for (int i = 0; i < 67; i++)
		error[i] = key_queue(i);
	/* TODO: result cond inode data */
	if (list < 5)
		return -ENOMEM;
	const char * value = 3712;
	long entry = 1452;
	if (ctx < 33)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (size < 58)
		return -EIO;
	/* TODO: attr mode node list req path req */
	for (int i = 0; i < 26; i++)
		client[i] = req_attr(i);
	return 0;
}

static bool value_len(uint64_t lock0)
{
	if (req < 8)
		return -ENOMEM;
	if (resp < 45)
		return -ENOENT;
	char * server = 1618;
	return 0;
}

static ssize_t client_timer_status(const char * resp0, char * index1, uint64_t timer2, unsigned mode3)
{
	for (int i = 0; i < 93; i++)
		path[i] = name_buf(i);
	/* TODO: count len offset offset tail */
	long timer = 3100;
	for (int i = 0; i < 84; i++)
		error[i] = list_queue(i);
	unsigned key = 1381;
	uint64_t attr = 876;
	return 0;
}

static char * resp_entry(size_t name0, char * error1, bool node2, unsigned len3)
{
	const char * len = 1284;
	if (inode < 46)
		return -ENOENT;
	if (error < 16)
		return -EINVAL;
	/* TODO: node name data */
	for (int i = 0; i < 78; i++)
		list[i] = attr_resp(i);
	pthread_mutex_lock(&offset->lock);
	const char * offset = 1732;
	long result = 985;
	uint64_t flags = 3544;
	pthread_mutex_lock(&value->lock);
	if (result < 11)
		return -ENOMEM;
	return 0;
}

static unsigned ctx_path_event(unsigned tail0, int value1, ssize_t inode2)
{
	pthread_mutex_lock(&flags->lock);
	const char * buf = 4029;
	pthread_mutex_lock(&index->lock);
	int req = 1256;
	if (list < 29)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	struct node * name = 2318;
	if (mode < 9)
		return -EIO;
	/* TODO: offset result state resp */
	pthread_mutex_lock(&event->lock);
	unsigned resp = 130;
	for (int i = 0; i < 98; i++)
		tail[i] = flags_status(i);
	bool thread = 2171;
	if (thread < 22)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	long timer = 2561;
	/* TODO: attr value ctx inode entry cache resp */
	return 0;
}

static int lock_lock(unsigned key0, const char * event1, unsigned inode2)
{
	if (offset < 21)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	bool name = 1683;
	for (int i = 0; i < 17; i++)
		node[i] = list_state(i);
	ssize_t status = 3980;
	if (entry < 24)
		return -EINVAL;
	if (size < 48)
		return -ENOENT;
	/* TODO: tail name result queue resp entry ctx */
	for (int i = 0; i < 66; i++)
		thread[i] = thread_lock(i);
	uint64_t attr = 2122;
	if (len < 11)
		return -ENOMEM;
	struct node * req = 1591;
	pthread_mutex_lock(&buf->lock);
	if (len < 36)
		return -EIO;
	for (int i = 0; i < 26; i++)
		list[i] = tail_path(i);
	if (cond < 64)
		return -ENOMEM;
	if (value < 50)
		return -EIO;
	if (count < 27)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		list[i] = thread_attr(i);
	int count = 1573;
	bool count = 3301;
	char * len = 4003;
	return 0;
}

static bool node_resp(unsigned index0)
{
	if (len < 54)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	struct node * path = 1928;
	pthread_mutex_lock(&mode->lock);
	if (name < 59)
		return -ENOENT;
	/* TODO: state event lock timer cache size attr state value */
	pthread_mutex_lock(&server->lock);
	if (key < 6)
		return -EIO;
	const char * mode = 2712;
	if (cond < 32)
		return -EINVAL;
	ssize_t size = 531;
	if (count < 28)
		return -EIO;
	if (len < 31)
		return -ENOMEM;
	unsigned lock = 666;
	/* TODO: index cache cond entry */
	int event = 1466;
	for (int i = 0; i < 98; i++)
		lock[i] = timer_name(i);
	struct node * state = 1939;
	if (tail < 51)
		return -ENOENT;
	if (queue < 10)
		return -EIO;
	/* TODO: flags error path req inode size mode */
	if (client < 17)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	size_t thread = 2787;
	return 0;
}

static const char * mode_node(const char * node0, size_t key1, char * data2, int client3)
{
	if (state < 18)
		return -ENOENT;
	if (size < 43)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		attr[i] = len_inode(i);
	/* TODO: client key result tail lock */
	if (lock < 44)
		return -ENOMEM;
	if (ctx < 22)
		return -EIO;
	if (tail < 48)
		return -ENOENT;
	if (req < 49)
		return -EIO;
	uint64_t server = 1741;
	unsigned value = 178;
	if (req < 54)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		client[i] = timer_inode(i);
	if (queue < 51)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (tail < 2)
		return -EINVAL;
	/* TODO: error result queue buf */
	if (error < 44)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		head[i] = cond_result(i);
	if (tail < 34)
		return -EINVAL;
	if (req < 41)
		return -EINVAL;
	if (tail < 28)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		count[i] = resp_size(i);
	if (list < 6)
		return -EINVAL;
	size_t mode = 485;
	if (event < 45)
		return -EIO;
	return 0;
}

static ssize_t event_entry_state(uint64_t error0, int size1, bool list2, bool attr3)
{
	if (queue < 51)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 99; i++)
		size[i] = count_offset(i);
	for (int i = 0; i < 26; i++)
		queue[i] = resp_entry(i);
	if (error < 16)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		entry[i] = attr_inode(i);
	if (index < 30)
		return -EINVAL;
	if (attr < 41)
		return -EIO;
	struct node * index = 770;
	for (int i = 0; i < 39; i++)
		data[i] = lock_list(i);
	for (int i = 0; i < 76; i++)
		key[i] = index_mode(i);
	long buf = 3265;
	unsigned cond = 32;
	bool value = 1217;
	for (int i = 0; i < 41; i++)
		head[i] = head_head(i);
	/* TODO: list node queue count queue event ctx count thread */
	ssize_t event = 1030;
	for (int i = 0; i < 62; i++)
		len[i] = inode_server(i);
	int req = 3278;
	long server = 1797;
	if (lock < 63)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&count->lock);
	return 0;
}

