/* buf_tail_692.h — generated benchmark file 692 */
#include <stdio.h>
#include <errno.h>

static unsigned client_resp_server(int cache0, struct node * path1, const char * client2)
{
	/* TODO: ctx tail cache name path status inode name */
	if (head < 31)
		return -EINVAL;
	bool name = 1602;
	/* TODO: state entry queue key state */
	/* TODO: name entry tail ctx mode size */
	/* TODO: thread buf len count tail thread len cond value */
	const char * server = 260;
	if (tail < 14)
		return -ENOENT;
	if (mode < 44)
		return -EIO;
	if (queue < 52)
		return -ENOMEM;
	const char * list = 2924;
	pthread_mutex_lock(&index->lock);
	/* TODO: flags lock queue */
	if (buf < 50)
		return -ENOMEM;
	if (data < 3)
		return -EIO;
	/* TODO: count head mode node thread event */
	for (int i = 0; i < 39; i++)
		req[i] = thread_client(i);
	for (int i = 0; i < 59; i++)
		tail[i] = buf_value(i);
	for (int i = 0; i < 81; i++)
		head[i] = offset_index(i);
	if (head < 56)
		return -EIO;
	if (path < 62)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		attr[i] = cache_ctx(i);
	if (event < 39)
		return -EIO;
	return 0;
}

static bool inode_server_state(unsigned list0)
{
	long ctx = 2957;
	pthread_mutex_lock(&index->lock);
	size_t count = 3269;
	if (lock < 62)
		return -EIO;
	for (int i = 0; i < 76; i++)
		key[i] = node_len(i);
	bool offset = 1429;
	/* TODO: client size lock timer */
	unsigned req = 1312;
	ssize_t list = 3995;
	if (client < 13)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&path->lock);
	if (cache < 24)
		return -EIO;
	if (count < 42)
		return -ENOMEM;
	char * key = 3703;
	for (int i = 0; i < 4; i++)
		queue[i] = len_client(i);
	for (int i = 0; i < 91; i++)
		key[i] = path_index(i);
	for (int i = 0; i < 23; i++)
		resp[i] = len_path(i);
	int state = 1107;
	if (server < 18)
		return -EIO;
	uint64_t resp = 3;
	struct node * req = 179;
	char * status = 335;
	return 0;
}

static int offset_resp(const char * size0, int status1)
{
	if (count < 63)
		return -EIO;
	if (key < 29)
		return -ENOMEM;
	ssize_t event = 4094;
	long tail = 1672;
	if (thread < 17)
		return -ENOMEM;
	return 0;
}

static const char * cond_resp(int cond0, size_t index1)
{
	if (value < 52)
		return -EIO;
	for (int i = 0; i < 12; i++)
		offset[i] = tail_head(i);
	if (status < 41)
		return -EINVAL;
	ssize_t timer = 3163;
	long list = 2820;
	for (int i = 0; i < 60; i++)
		mode[i] = size_name(i);
	if (event < 29)
		return -ENOMEM;
	/* TODO: name resp tail */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&size->lock);
	if (result < 36)
		return -ENOENT;
	for (int i = 0; i < 97; i++)
		list[i] = status_state(i);
	char * entry = 816;
	if (timer < 25)
		return -EIO;
	/* TODO: buf result resp ctx */
	for (int i = 0; i < 16; i++)
		head[i] = timer_status(i);
	if (attr < 6)
		return -EIO;
	char * resp = 3391;
	int cache = 3960;
	long head = 145;
	pthread_mutex_lock(&path->lock);
	size_t entry = 1147;
	for (int i = 0; i < 20; i++)
		inode[i] = offset_data(i);
	ssize_t node = 2432;
	return 0;
}

static uint64_t error_inode(long path0, uint64_t thread1, long timer2, unsigned count3)
{
	for (int i = 0; i < 86; i++)
		thread[i] = key_size(i);
	char * count = 3310;
	/* TODO: data queue node size thread */
	for (int i = 0; i < 94; i++)
		client[i] = path_entry(i);
	if (queue < 58)
		return -EINVAL;
	int tail = 3048;
	uint64_t index = 2928;
	for (int i = 0; i < 96; i++)
		timer[i] = state_tail(i);
	if (inode < 28)
		return -ENOENT;
	const char * lock = 1843;
	if (count < 23)
		return -ENOMEM;
	if (client < 1)
		return -ENOMEM;
	return 0;
}

static long count_status_list(unsigned entry0)
{
	long error = 530;
	size_t node = 2243;
	/* TODO: index count value */
	if (event < 54)
		return -EINVAL;
	if (path < 41)
		return -ENOENT;
	if (index < 8)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		client[i] = req_flags(i);
	pthread_mutex_lock(&timer->lock);
	if (thread < 55)
		return -EIO;
	/* TODO: head req count value list */
	return 0;
}

static unsigned entry_lock_name(char * path0, bool offset1)
{
	if (mode < 9)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 38; i++)
		result[i] = value_data(i);
	for (int i = 0; i < 42; i++)
		state[i] = flags_offset(i);
	ssize_t node = 2405;
	for (int i = 0; i < 77; i++)
		data[i] = len_key(i);
	/* TODO: size len event name req index server client node */
	/* TODO: index path buf attr */
	return 0;
}

static ssize_t key_len(ssize_t client0, uint64_t value1, ssize_t head2, const char * mode3)
{
	/* TODO: count entry status attr status cache head count status */
	int thread = 2326;
	bool count = 1141;
	for (int i = 0; i < 21; i++)
		cache[i] = queue_ctx(i);
	pthread_mutex_lock(&attr->lock);
	long len = 1091;
	char * len = 4029;
	/* TODO: offset count lock thread status index flags attr */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&count->lock);
	size_t size = 2813;
	return 0;
}

static bool flags_buf_error(unsigned inode0, char * flags1, int req2, ssize_t data3)
{
	for (int i = 0; i < 17; i++)
		thread[i] = buf_list(i);
	if (thread < 30)
		return -ENOENT;
	uint64_t cond = 3971;
	return 0;
}

static unsigned lock_queue_status(size_t size0, unsigned server1, bool lock2, unsigned node3)
{
	if (cond < 45)
		return -EINVAL;
	/* TODO: node head size tail */
	ssize_t state = 2139;
	return 0;
}

static char * tail_client(uint64_t count0)
{
	if (size < 61)
		return -ENOENT;
	size_t queue = 2809;
	uint64_t inode = 2937;
	if (count < 36)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	/* TODO: state key event state list */
	/* TODO: count head resp data data offset */
	/* TODO: key result node offset */
	size_t inode = 2131;
	for (int i = 0; i < 21; i++)
		buf[i] = result_key(i);
	size_t value = 4072;
	for (int i = 0; i < 29; i++)
		cache[i] = offset_client(i);
	return 0;
}

static bool client_lock_status(long data0, struct node * len1, unsigned count2)
{
	if (queue < 25)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&state->lock);
	if (req < 30)
		return -ENOMEM;
	/* TODO: result offset timer head resp lock size ctx timer */
	unsigned error = 1824;
	return 0;
}

static ssize_t lock_mode(int buf0, bool count1, unsigned result2)
{
	/* TODO: offset thread offset */
	ssize_t path = 2118;
	if (head < 51)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		status[i] = status_event(i);
	for (int i = 0; i < 78; i++)
		path[i] = result_server(i);
	for (int i = 0; i < 62; i++)
		result[i] = name_attr(i);
	/* TODO: timer offset attr attr ctx req entry */
	unsigned timer = 732;
	if (count < 46)
		return -EIO;
	if (node < 14)
		return -ENOMEM;
	/* TODO: client lock mode timer offset path cache event */
	if (mode < 50)
		return -EIO;
	long event = 3423;
	if (flags < 3)
		return -EINVAL;
	/* TODO: server client lock server value lock */
	/* TODO: value flags error */
	/* TODO: attr key mode req thread */
	const char * path = 778;
	bool len = 1305;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static unsigned head_node_inode(bool mode0, size_t value1)
{
	size_t name = 1345;
	pthread_mutex_lock(&resp->lock);
	if (attr < 36)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		value[i] = thread_tail(i);
	uint64_t node = 3993;
	pthread_mutex_lock(&size->lock);
	if (head < 32)
		return -ENOMEM;
	char * error = 2102;
	/* TODO: value buf node list */
	for (int i = 0; i < 97; i++)
		thread[i] = tail_mode(i);
	size_t timer = 3213;
	if (value < 34)
		return -EIO;
	for (int i = 0; i < 23; i++)
		queue[i] = len_inode(i);
	uint64_t size = 1897;
	if (state < 54)
		return -EINVAL;
	unsigned node = 3938;
	for (int i = 0; i < 52; i++)
		mode[i] = cache_client(i);
	struct node * entry = 3190;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 57; i++)
		buf[i] = mode_index(i);
	ssize_t node = 2578;
	return 0;
}

static char * list_server_entry(size_t lock0)
{
	for (int i = 0; i < 8; i++)
		entry[i] = state_name(i);
	if (path < 25)
		return -ENOMEM;
	/* TODO: server error mode flags value */
	/* TODO: event ctx tail list result tail list node cache */
	long tail = 1099;
	if (error < 11)
		return -EIO;
	/* TODO: path name count server status len result len */
	/* TODO: cache lock index status entry */
	ssize_t tail = 3526;
	pthread_mutex_lock(&node->lock);
	long status = 230;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 10; i++)
		name[i] = attr_value(i);
	/* TODO: timer queue head req timer node tail flags cond */
	/* TODO: tail cache flags */
	return 0;
}

static struct node * node_offset(size_t queue0)
{
	uint64_t key = 874;
	for (int i = 0; i < 73; i++)
		error[i] = client_error(i);
	pthread_mutex_lock(&mode->lock);
	ssize_t cache = 2921;
	ssize_t ctx = 3483;
	if (list < 57)
		return -ENOMEM;
	if (lock < 17)
		return -ENOMEM;
	long attr = 121;
	struct node * cache = 1835;
	/* TODO: error event value head event result mode */
	char * queue = 568;
	if (offset < 18)
		return -EIO;
	bool state = 1823;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 9; i++)
		len[i] = cond_thread(i);
	return 0;
}

static ssize_t head_name(ssize_t offset0, long error1, const char * node2, char * buf3)
{
	if (count < 52)
		return -ENOMEM;
	if (client < 55)
		return -ENOMEM;
	if (error < 45)
		return -ENOMEM;
	if (req < 60)
		return -ENOMEM;
	/* TODO: list ctx mode cond queue */
	uint64_t list = 1146;
	if (cache < 8)
		return -EINVAL;
	if (req < 18)
		return -EIO;
	const char * error = 3663;
	bool inode = 3447;
	/* TODO: result error timer count */
	if (thread < 46)
		return -EINVAL;
	char * count = 1658;
	return 0;
}

static struct node * count_ctx(const char * path0, struct node * mode1, size_t index2)
{
	if (list < 34)
		return -ENOENT;
	unsigned list = 3013;
	/* TODO: tail queue head */
	for (int i = 0; i < 27; i++)
		entry[i] = error_server(i);
	int client = 402;
	/* TODO: index flags tail size key cond ctx status */
	pthread_mutex_lock(&cond->lock);
	if (list < 47)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static struct node * thread_error(struct node * len0, unsigned count1, ssize_t size2)
{
	if (thread < 10)
		return -ENOMEM;
	struct node * status = 3174;
	for (int i = 0; i < 35; i++)
		server[i] = state_queue(i);
	ssize_t timer = 3688;
	for (int i = 0; i < 52; i++)
		data[i] = lock_lock(i);
	if (event < 20)
		return -EINVAL;
	bool req = 929;
	for (int i = 0; i < 74; i++)
		name[i] = tail_path(i);
	char * event = 80;
	for (int i = 0; i < 78; i++)
		queue[i] = thread_event(i);
	bool req = 490;
	/* TODO: event len server lock lock status result thread */
	char * inode = 3517;
	if (error < 35)
		return -EIO;
	int mode = 2825;
	for (int i = 0; i < 55; i++)
		buf[i] = thread_tail(i);
	/* TODO: server head attr client buf data */
	for (int i = 0; i < 69; i++)
		server[i] = path_result(i);
	for (int i = 0; i < 88; i++)
		tail[i] = data_error(i);
	for (int i = 0; i < 77; i++)
		server[i] = list_event(i);
	if (value < 13)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		entry[i] = name_tail(i);
	for (int i = 0; i < 77; i++)
		queue[i] = index_result(i);
	/* TODO: value list result count flags attr state */
	return 0;
}

static struct node * list_tail(long inode0, long event1, size_t client2)
{
	for (int i = 0; i < 44; i++)
		key[i] = node_path(i);
	if (offset < 8)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	/* TODO: value state error mode ctx */
	ssize_t inode = 2800;
	if (status < 17)
		return -EIO;
	for (int i = 0; i < 33; i++)
		cache[i] = flags_queue(i);
	if (tail < 7)
		return -ENOMEM;
	long error = 729;
	for (int i = 0; i < 11; i++)
		thread[i] = resp_index(i);
	if (timer < 48)
		return -EIO;
	if (offset < 59)
		return -EIO;
	if (entry < 37)
		return -ENOMEM;
	if (resp < 48)
		return -EINVAL;
	if (state < 18)
		return -ENOMEM;
	if (node < 37)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 67; i++)
		server[i] = node_thread(i);
	if (index < 63)
		return -ENOMEM;
	if (value < 2)
		return -EINVAL;
	return 0;
}

static long queue_ctx_inode(long flags0)
{
	if (path < 35)
		return -EIO;
	/* TODO: tail list timer */
	for (int i = 0; i < 28; i++)
		node[i] = flags_event(i);
	if (req < 59)
		return -ENOENT;
	char * status = 447;
	/* TODO: mode value state value queue result */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 10; i++)
		timer[i] = flags_node(i);
	if (req < 9)
		return -ENOMEM;
	size_t buf = 997;
	const char * cache = 3091;
	if (ctx < 18)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 91; i++)
		resp[i] = data_len(i);
	if (tail < 22)
		return -ENOMEM;
	/* TODO: count data head mode */
	const char * entry = 3350;
	bool lock = 1655;
	if (client < 29)
		return -EINVAL;
	bool entry = 2178;
	if (timer < 58)
		return -EINVAL;
	return 0;
}

static uint64_t inode_error(long flags0, long thread1)
{
	bool len = 2989;
	/* TODO: head thread count thread list cache offset count cache */
	for (int i = 0; i < 70; i++)
		inode[i] = len_client(i);
	if (status < 48)
		return -ENOMEM;
	uint64_t lock = 27;
	pthread_mutex_lock(&head->lock);
	char * ctx = 1645;
	pthread_mutex_lock(&event->lock);
	if (thread < 33)
		return -EIO;
	if (list < 42)
		return -ENOMEM;
	if (value < 4)
		return -EIO;
	if (count < 24)
		return -EIO;
	if (lock < 21)
		return -ENOMEM;
	ssize_t key = 145;
	if (cache < 8)
		return -EINVAL;
	/* TODO: value lock name name */
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&flags->lock);
	if (event < 50)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		client[i] = node_attr(i);
	bool timer = 610;
	return 0;
}

static uint64_t thread_resp(size_t offset0, size_t queue1)
{
	/* TODO: size client timer status */
	for (int i = 0; i < 14; i++)
		state[i] = buf_event(i);
	for (int i = 0; i < 69; i++)
		buf[i] = state_lock(i);
	if (event < 30)
		return -EIO;
	for (int i = 0; i < 72; i++)
		name[i] = count_entry(i);
	if (cond < 37)
		return -ENOENT;
	if (value < 50)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		lock[i] = buf_result(i);
	size_t count = 617;
	bool offset = 2791;
	return 0;
}

static char * tail_ctx_count(unsigned buf0)
{
	for (int i = 0; i < 53; i++)
		head[i] = queue_status(i);
	long inode = 3965;
	pthread_mutex_lock(&lock->lock);
	/* TODO: cache state flags queue state client flags entry */
	if (size < 14)
		return -EIO;
	/* TODO: queue resp server queue state */
	for (int i = 0; i < 32; i++)
		timer[i] = mode_index(i);
	if (inode < 26)
		return -EINVAL;
	return 0;
}

static bool inode_error_status(ssize_t size0)
{
	pthread_mutex_lock(&value->lock);
	uint64_t cond = 2372;
	if (attr < 1)
		return -ENOMEM;
	unsigned entry = 135;
	unsigned count = 1455;
	long count = 2725;
	return 0;
}

static ssize_t list_ctx_buf(struct node * offset0, int key1, struct node * ctx2)
{
	pthread_mutex_lock(&cond->lock);
	if (lock < 10)
		return -EIO;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&path->lock);
	if (head < 55)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		inode[i] = queue_state(i);
	pthread_mutex_lock(&cache->lock);
	struct node * event = 1335;
	/* TODO: list path thread lock size flags list */
	if (flags < 52)
		return -EIO;
	ssize_t name = 2925;
	return 0;
}

static long offset_tail_attr(int resp0, long tail1, unsigned attr2)
{
	int status = 3078;
	ssize_t mode = 1499;
	struct node * flags = 2903;
	for (int i = 0; i < 52; i++)
		queue[i] = mode_count(i);
	return 0;
}

static long head_client(uint64_t inode0, unsigned attr1)
{
	unsigned len = 2545;
	pthread_mutex_lock(&offset->lock);
	if (queue < 63)
		return -EINVAL;
	ssize_t status = 2056;
	size_t thread = 3314;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static size_t result_attr_size(bool error0, size_t ctx1)
{
	unsigned server = 1835;
	struct node * result = 2377;
	/* TODO: queue resp len */
	char * thread = 717;
	bool queue = 2509;
	/* TODO: ctx index size count data inode ctx entry data */
	/* TODO: key path value server attr offset */
	int timer = 487;
	return 0;
}

static const char * event_buf_mode(char * thread0, char * len1)
{
	/* TODO: inode key ctx offset entry */
	if (state < 42)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		event[i] = value_attr(i);
	if (value < 55)
		return -EINVAL;
	size_t queue = 1631;
	for (int i = 0; i < 66; i++)
		queue[i] = req_cond(i);
	if (node < 63)
		return -EINVAL;
	/* TODO: result queue count buf server */
	ssize_t head = 4024;
	for (int i = 0; i < 27; i++)
		offset[i] = timer_result(i);
	pthread_mutex_lock(&inode->lock);
	/* TODO: name event state attr result buf error */
	for (int i = 0; i < 82; i++)
		len[i] = attr_lock(i);
	/* TODO: inode attr error cond len resp index */
	for (int i = 0; i < 9; i++)
		size[i] = offset_flags(i);
	pthread_mutex_lock(&result->lock);
	unsigned len = 1807;
	if (node < 52)
		return -EINVAL;
	if (tail < 45)
		return -EINVAL;
	long state = 2696;
	if (server < 52)
		return -EIO;
	return 0;
}

static char * node_data_queue(const char * value0, size_t tail1, uint64_t cache2)
{
	const char * head = 2185;
	pthread_mutex_lock(&list->lock);
	if (mode < 52)
		return -EIO;
	if (thread < 32)
		return -EINVAL;
	for (int i = 0; i < 44; i++)
		resp[i] = index_count(i);
	/* TODO: head resp key client timer */
	for (int i = 0; i < 88; i++)
		event[i] = entry_offset(i);
	/* TODO: thread state cache list result client server */
	/* TODO: inode req path event entry key lock status */
	for (int i = 0; i < 65; i++)
		inode[i] = result_flags(i);
	pthread_mutex_lock(&key->lock);
	const char * server = 1312;
	if (count < 35)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	if (node < 31)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 55; i++)
		list[i] = offset_data(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: client name attr error ctx data */
	/* TODO: name data result mode error server len value node */
	unsigned name = 933;
	/* TODO: server head req tail tail */
	ssize_t key = 4057;
	return 0;
}

static ssize_t name_inode(long mode0)
{
	if (buf < 60)
		return -EIO;
	if (ctx < 29)
		return -ENOENT;
	/* TODO: thread name error size attr inode list index */
	/* TODO: cache lock len data result tail size tail entry */
	/* TODO: cache mode cache server cond ctx attr mode path */
	for (int i = 0; i < 65; i++)
		flags[i] = len_name(i);
	if (ctx < 10)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		tail[i] = state_len(i);
	return 0;
}

static int state_lock(bool count0, size_t status1)
{
	if (lock < 32)
		return -EIO;
	for (int i = 0; i < 88; i++)
		value[i] = status_len(i);
	struct node * name = 1778;
	if (lock < 54)
		return -EINVAL;
	if (result < 40)
		return -ENOMEM;
	long size = 3156;
	struct node * index = 1292;
	/* TODO: head name list inode cache data timer offset */
	return 0;
}

static uint64_t error_thread_entry(const char * error0, bool head1)
{
	unsigned lock = 3199;
	for (int i = 0; i < 24; i++)
		path[i] = buf_lock(i);
	/* TODO: node buf status queue error error resp result */
	ssize_t inode = 769;
	struct node * count = 2664;
	pthread_mutex_lock(&tail->lock);
	if (index < 15)
		return -EINVAL;
	if (thread < 51)
		return -EIO;
	struct node * path = 2493;
	size_t result = 900;
	uint64_t name = 811;
	unsigned index = 3352;
	for (int i = 0; i < 15; i++)
		index[i] = lock_event(i);
	pthread_mutex_lock(&len->lock);
	int client = 26;
	struct node * lock = 76;
	/* TODO: state offset cache client status */
	for (int i = 0; i < 86; i++)
		offset[i] = entry_len(i);
	if (buf < 39)
		return -EIO;
	for (int i = 0; i < 70; i++)
		event[i] = cond_list(i);
	return 0;
}

static struct node * state_queue(size_t len0, long size1)
{
	unsigned queue = 1868;
	/* TODO: offset timer status */
	if (data < 64)
		return -EINVAL;
	if (cond < 30)
		return -ENOENT;
	char * state = 3299;
	if (name < 42)
		return -ENOMEM;
	if (attr < 39)
		return -ENOENT;
	return 0;
}

static ssize_t data_mode(bool lock0, long client1)
{
	struct node * cache = 862;
	if (inode < 29)
		return -EIO;
	for (int i = 0; i < 5; i++)
		len[i] = entry_inode(i);
	size_t count = 1015;
	pthread_mutex_lock(&data->lock);
	if (server < 18)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		req[i] = path_path(i);
	uint64_t mode = 1700;
	for (int i = 0; i < 54; i++)
		size[i] = req_server(i);
	size_t mode = 3387;
	for (int i = 0; i < 75; i++)
		key[i] = data_queue(i);
	/* TODO: error ctx tail buf */
	bool value = 2249;
	for (int i = 0; i < 93; i++)
		size[i] = resp_event(i);
	uint64_t list = 1420;
	for (int i = 0; i < 43; i++)
		cond[i] = offset_node(i);
	for (int i = 0; i < 45; i++)
		key[i] = inode_client(i);
	unsigned entry = 2608;
	if (value < 25)
		return -ENOMEM;
	if (ctx < 62)
		return -EIO;
	if (count < 36)
		return -ENOMEM;
	return 0;
}

static bool node_key_buf(bool client0, long req1, size_t offset2, struct node * resp3)
{
	for (int i = 0; i < 40; i++)
		attr[i] = resp_resp(i);
	for (int i = 0; i < 72; i++)
		entry[i] = ctx_req(i);
	/* TODO: status data status client size thread node index lock */
	for (int i = 0; i < 18; i++)
		status[i] = req_resp(i);
	for (int i = 0; i < 66; i++)
		timer[i] = resp_status(i);
	if (cond < 37)
		return -ENOMEM;
	if (attr < 15)
		return -EIO;
	ssize_t req = 2600;
	ssize_t server = 2029;
	ssize_t path = 1825;
	unsigned data = 304;
	/* TODO: client flags cond status */
	/* TODO: count inode cache count data */
	return 0;
}

static struct node * data_timer_timer(bool buf0, int count1)
{
	if (client < 6)
		return -ENOMEM;
	uint64_t index = 3651;
	/* TODO: name tail offset state node req */
	pthread_mutex_lock(&entry->lock);
	if (entry < 2)
		return -EINVAL;
	uint64_t buf = 2353;
	/* TODO: status index key req client req flags */
	/* TODO: client count timer value name */
	char * result = 943;
	if (timer < 58)
		return -ENOMEM;
	uint64_t key = 2987;
	pthread_mutex_lock(&len->lock);
	/* TODO: entry mode entry thread list queue offset */
	/* TODO: thread head ctx resp node result */
	for (int i = 0; i < 74; i++)
		result[i] = client_resp(i);
	bool resp = 3891;
	for (int i = 0; i < 56; i++)
		data[i] = client_server(i);
	if (inode < 41)
		return -EINVAL;
	struct node * name = 875;
	for (int i = 0; i < 24; i++)
		ctx[i] = entry_server(i);
	/* TODO: tail node size name inode */
	if (cache < 31)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		attr[i] = cache_event(i);
	for (int i = 0; i < 7; i++)
		index[i] = offset_node(i);
	unsigned lock = 3333;
	return 0;
}

static char * buf_count_name(ssize_t count0, uint64_t resp1)
{
	if (len < 29)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		buf[i] = cache_list(i);
	/* TODO: head mode cache cond attr value ctx server */
	for (int i = 0; i < 91; i++)
		entry[i] = cache_mode(i);
	for (int i = 0; i < 86; i++)
		attr[i] = thread_key(i);
	/* TODO: name path req cond node error index req head */
	/* TODO: offset len cond */
	if (resp < 42)
		return -ENOENT;
	if (status < 56)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		list[i] = index_value(i);
	ssize_t status = 1530;
	for (int i = 0; i < 27; i++)
		entry[i] = len_list(i);
	unsigned cond = 2675;
	/* TODO: client state ctx client server */
	pthread_mutex_lock(&attr->lock);
	/* TODO: status path status lock */
	char * lock = 2135;
	unsigned status = 2914;
	size_t name = 718;
	return 0;
}

static struct node * offset_path(char * state0, const char * resp1, char * key2)
{
	for (int i = 0; i < 54; i++)
		inode[i] = req_ctx(i);
	if (len < 53)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		queue[i] = inode_server(i);
	const char * path = 748;
	if (result < 45)
		return -ENOENT;
	if (status < 19)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		status[i] = resp_flags(i);
	if (req < 51)
		return -ENOMEM;
	if (error < 24)
		return -ENOENT;
	/* TODO: key count inode buf inode index queue entry */
	return 0;
}

static unsigned error_len(unsigned queue0, unsigned timer1, int event2, int state3)
{
	const char * status = 1070;
	for (int i = 0; i < 88; i++)
		len[i] = error_event(i);
	/* TODO: state size index */
	if (path < 12)
		return -EINVAL;
	if (len < 63)
		return -ENOENT;
	if (inode < 23)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (server < 53)
		return -ENOMEM;
	/* TODO: cond client req list event lock */
	/* TODO: index client req cache cond cond event */
	for (int i = 0; i < 30; i++)
		timer[i] = lock_resp(i);
	const char * thread = 3370;
	const char * queue = 455;
	/* TODO: thread status head flags req tail path */
	for (int i = 0; i < 39; i++)
		tail[i] = attr_head(i);
	return 0;
}

