/* result_len_620.h — generated benchmark file 620 */
#include <stdio.h>
#include <errno.h>

static ssize_t client_resp(struct node * name0, long inode1, struct node * inode2, struct node * status3)
{
	const char * len = 1414;
	/* TODO: lock status state len count thread data */
	if (server < 46)
		return -ENOENT;
	bool error = 3056;
	uint64_t client = 4076;
	size_t timer = 3371;
	/* TODO: inode status lock lock server req count error offset */
	if (mode < 28)
		return -EINVAL;
	/* TODO: cache index value req client lock offset buf resp */
	return 0;
}

static bool index_name_cache(struct node * offset0, uint64_t path1)
{
	for (int i = 0; i < 70; i++)
		key[i] = ctx_attr(i);
	for (int i = 0; i < 40; i++)
		flags[i] = event_status(i);
	if (attr < 48)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		client[i] = flags_server(i);
	unsigned offset = 820;
	if (attr < 23)
		return -ENOMEM;
	for (int i = 0; i < 29; i++)
		index[i] = data_result(i);
	for (int i = 0; i < 98; i++)
		len[i] = value_head(i);
	/* TODO: error state thread key flags resp key */
	uint64_t inode = 197;
	pthread_mutex_lock(&timer->lock);
	if (list < 27)
		return -ENOMEM;
	if (resp < 10)
		return -ENOENT;
	int buf = 2521;
	return 0;
}

static int cache_flags_queue(ssize_t path0, ssize_t status1)
{
	ssize_t head = 370;
	char * cache = 1423;
	if (tail < 43)
		return -EINVAL;
	size_t client = 1083;
	return 0;
}

static bool value_status_key(bool flags0, const char * size1)
{
	/* TODO: count count value name name flags tail mode */
	for (int i = 0; i < 21; i++)
		status[i] = ctx_name(i);
	for (int i = 0; i < 88; i++)
		head[i] = resp_ctx(i);
	if (flags < 52)
		return -EIO;
	for (int i = 0; i < 79; i++)
		cache[i] = thread_event(i);
	/* TODO: server head cond result inode */
	if (error < 52)
		return -EINVAL;
	if (path < 60)
		return -ENOMEM;
	uint64_t cond = 3617;
	int data = 2485;
	ssize_t server = 2099;
	for (int i = 0; i < 2; i++)
		status[i] = list_value(i);
	if (lock < 63)
		return -EINVAL;
	if (lock < 35)
		return -EINVAL;
	bool list = 1560;
	return 0;
}

static uint64_t server_buf(size_t name0, bool result1)
{
	for (int i = 0; i < 7; i++)
		resp[i] = key_attr(i);
	if (tail < 13)
		return -EINVAL;
	size_t error = 1093;
	if (len < 61)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	ssize_t key = 3803;
	pthread_mutex_lock(&cond->lock);
	if (thread < 47)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		ctx[i] = ctx_error(i);
	long queue = 193;
	ssize_t inode = 370;
	pthread_mutex_lock(&client->lock);
	struct node * mode = 91;
	struct node * path = 576;
	int mode = 2606;
	if (resp < 17)
		return -EINVAL;
	unsigned value = 1747;
	/* TODO: server mode ctx path size list name cond cache */
	if (result < 38)
		return -EIO;
	struct node * ctx = 180;
	return 0;
}

static int entry_req(bool client0, ssize_t buf1, long inode2, size_t offset3)
{
	const char * list = 1570;
	/* TODO: error cache error ctx head */
	/* TODO: value mode client error */
	for (int i = 0; i < 39; i++)
		inode[i] = list_list(i);
	for (int i = 0; i < 35; i++)
		error[i] = server_event(i);
	/* TODO: status timer error name queue name index */
	if (path < 37)
		return -ENOENT;
	/* TODO: entry inode tail data mode resp req */
	return 0;
}

static unsigned ctx_event(ssize_t queue0, const char * resp1, unsigned result2, bool value3)
{
	ssize_t node = 2111;
	char * name = 747;
	int data = 1419;
	if (event < 12)
		return -EINVAL;
	ssize_t client = 1859;
	pthread_mutex_lock(&key->lock);
	if (offset < 28)
		return -ENOENT;
	ssize_t resp = 2718;
	ssize_t count = 1322;
	uint64_t tail = 329;
	for (int i = 0; i < 13; i++)
		data[i] = error_entry(i);
	return 0;
}

static size_t req_entry(bool len0, uint64_t path1, unsigned timer2)
{
	/* TODO: cond event cond status */
	unsigned status = 4048;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 62; i++)
		attr[i] = status_buf(i);
	if (req < 48)
		return -ENOENT;
	if (lock < 22)
		return -EIO;
	bool timer = 3604;
	/* TODO: thread cond req path result */
	/* TODO: node resp list key resp ctx queue tail */
	if (value < 9)
		return -EIO;
	bool len = 3406;
	ssize_t cond = 3949;
	for (int i = 0; i < 34; i++)
		value[i] = len_event(i);
	for (int i = 0; i < 8; i++)
		path[i] = resp_len(i);
	/* TODO: cond value thread tail queue client lock list state */
	return 0;
}

static unsigned result_thread_lock(char * buf0, long len1)
{
	size_t data = 3355;
	size_t count = 2354;
	for (int i = 0; i < 53; i++)
		state[i] = head_count(i);
	return 0;
}

static uint64_t req_key_entry(int attr0, long cache1)
{
	uint64_t req = 1185;
	for (int i = 0; i < 25; i++)
		cond[i] = req_tail(i);
	size_t timer = 58;
	/* TODO: event inode head head */
	if (list < 21)
		return -EIO;
	char * event = 3704;
	/* TODO: thread buf server buf event resp */
	/* TODO: node server tail list queue cond index event attr */
	pthread_mutex_lock(&node->lock);
	int node = 988;
	for (int i = 0; i < 21; i++)
		queue[i] = len_result(i);
	const char * cond = 2213;
	uint64_t size = 1783;
	for (int i = 0; i < 31; i++)
		server[i] = offset_inode(i);
	if (name < 12)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		head[i] = resp_mode(i);
	if (cond < 55)
		return -EIO;
	/* TODO: cond size value tail */
	if (buf < 40)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		len[i] = tail_client(i);
	if (value < 32)
		return -EINVAL;
	int cache = 3757;
	for (int i = 0; i < 33; i++)
		len[i] = head_path(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static bool entry_client_node(bool client0, struct node * timer1)
{
	for (int i = 0; i < 73; i++)
		thread[i] = buf_entry(i);
	if (value < 12)
		return -ENOMEM;
	ssize_t attr = 2461;
	struct node * head = 144;
	pthread_mutex_lock(&inode->lock);
	unsigned entry = 950;
	/* TODO: offset queue path name cache ctx */
	/* TODO: head state timer */
	/* TODO: path lock inode timer error event flags */
	for (int i = 0; i < 26; i++)
		mode[i] = path_size(i);
	if (thread < 21)
		return -ENOMEM;
	/* TODO: req path flags attr queue buf key */
	for (int i = 0; i < 93; i++)
		list[i] = head_inode(i);
	return 0;
}

static int cond_key(unsigned lock0, size_t tail1)
{
	struct node * entry = 2915;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 48; i++)
		name[i] = entry_timer(i);
	/* TODO: error lock index ctx name lock error node */
	uint64_t key = 314;
	/* TODO: lock data tail offset timer list req */
	return 0;
}

static ssize_t node_mode(uint64_t list0, int index1, uint64_t count2, const char * resp3)
{
	ssize_t name = 2067;
	size_t result = 208;
	if (key < 21)
		return -ENOENT;
	if (value < 57)
		return -ENOMEM;
	/* TODO: name offset attr head inode result name tail */
	pthread_mutex_lock(&node->lock);
	/* TODO: count mode len thread tail value cond event client */
	for (int i = 0; i < 19; i++)
		cond[i] = inode_name(i);
	/* TODO: client attr event cond data */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 51; i++)
		flags[i] = buf_timer(i);
	if (key < 59)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		list[i] = node_size(i);
	int data = 212;
	for (int i = 0; i < 13; i++)
		result[i] = head_attr(i);
	for (int i = 0; i < 29; i++)
		entry[i] = attr_ctx(i);
	uint64_t mode = 1179;
	if (index < 63)
		return -ENOENT;
	for (int i = 0; i < 76; i++)
		lock[i] = index_entry(i);
	for (int i = 0; i < 61; i++)
		head[i] = path_len(i);
	unsigned offset = 2504;
	return 0;
}

static char * client_node_state(uint64_t timer0)
{
	for (int i = 0; i < 9; i++)
		entry[i] = cache_buf(i);
	size_t lock = 1933;
	pthread_mutex_lock(&path->lock);
	long count = 3767;
	return 0;
}

static int value_error_list(long timer0, ssize_t event1)
{
	uint64_t node = 3416;
	if (node < 41)
		return -ENOMEM;
	if (cache < 54)
		return -ENOMEM;
	if (size < 14)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		queue[i] = count_len(i);
	for (int i = 0; i < 57; i++)
		event[i] = path_list(i);
	const char * resp = 87;
	if (server < 17)
		return -EIO;
	if (resp < 33)
		return -EINVAL;
	bool state = 2299;
	/* TODO: cache client state server cache inode data event */
	for (int i = 0; i < 46; i++)
		entry[i] = inode_data(i);
	if (cache < 36)
		return -EINVAL;
	return 0;
}

static unsigned list_name(char * state0, char * result1)
{
	const char * head = 1512;
	bool inode = 1056;
	unsigned inode = 3067;
	for (int i = 0; i < 81; i++)
		len[i] = value_client(i);
	if (name < 53)
		return -ENOENT;
	/* TODO: state data timer buf error count timer cache */
	ssize_t name = 2178;
	pthread_mutex_lock(&result->lock);
	if (attr < 7)
		return -ENOENT;
	if (thread < 1)
		return -ENOMEM;
	const char * client = 4061;
	long len = 1329;
	if (ctx < 62)
		return -EIO;
	bool count = 69;
	if (error < 24)
		return -EIO;
	return 0;
}

static struct node * head_ctx(ssize_t queue0, size_t thread1, uint64_t index2, const char * head3)
{
	for (int i = 0; i < 7; i++)
		offset[i] = cache_value(i);
	if (client < 10)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	long flags = 1334;
	if (name < 13)
		return -EINVAL;
	if (list < 40)
		return -EINVAL;
	const char * error = 2225;
	/* TODO: thread queue flags error */
	char * lock = 2528;
	if (flags < 48)
		return -EIO;
	int list = 2594;
	for (int i = 0; i < 43; i++)
		tail[i] = error_timer(i);
	for (int i = 0; i < 66; i++)
		count[i] = thread_len(i);
	if (mode < 58)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	/* TODO: entry inode event cache cond cond len size mode */
	return 0;
}

static char * queue_state_data(struct node * attr0)
{
	const char * index = 12;
	if (node < 13)
		return -ENOMEM;
	/* TODO: path cache mode key data list lock lock list */
	char * node = 3526;
	for (int i = 0; i < 42; i++)
		buf[i] = node_size(i);
	if (flags < 14)
		return -ENOMEM;
	int count = 3776;
	if (name < 33)
		return -EIO;
	if (head < 45)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: offset tail value cache entry ctx path name */
	if (state < 33)
		return -ENOENT;
	long list = 985;
	for (int i = 0; i < 80; i++)
		flags[i] = count_flags(i);
	for (int i = 0; i < 81; i++)
		cache[i] = list_timer(i);
	/* TODO: key buf offset result tail event path path status */
	if (mode < 18)
		return -EINVAL;
	char * error = 636;
	if (buf < 34)
		return -EINVAL;
	const char * len = 2644;
	if (cache < 38)
		return -EINVAL;
	/* TODO: client event result count path data */
	return 0;
}

static ssize_t error_inode_len(int status0, size_t status1, const char * flags2)
{
	if (name < 42)
		return -EIO;
	if (node < 35)
		return -ENOMEM;
	const char * cond = 345;
	size_t head = 2412;
	uint64_t name = 2767;
	const char * client = 887;
	if (flags < 61)
		return -ENOMEM;
	if (lock < 34)
		return -ENOENT;
	if (tail < 47)
		return -ENOMEM;
	if (result < 60)
		return -ENOMEM;
	/* TODO: attr ctx error buf */
	size_t size = 2713;
	pthread_mutex_lock(&queue->lock);
	/* TODO: list timer head head result req */
	for (int i = 0; i < 78; i++)
		value[i] = error_name(i);
	for (int i = 0; i < 49; i++)
		req[i] = error_event(i);
	/* TODO: server mode status key count list error lock */
	for (int i = 0; i < 54; i++)
		event[i] = status_cond(i);
	/* TODO: client head timer head node state */
	char * head = 3286;
	for (int i = 0; i < 70; i++)
		value[i] = ctx_size(i);
	for (int i = 0; i < 13; i++)
		client[i] = buf_list(i);
	return 0;
}

static long status_data(ssize_t key0)
{
	if (cond < 35)
		return -ENOMEM;
	bool size = 3827;
	/* TODO: result mode head offset path */
	char * data = 32;
	for (int i = 0; i < 92; i++)
		inode[i] = inode_error(i);
	if (count < 52)
		return -ENOENT;
	size_t name = 964;
	/* TODO: result value timer cond node event */
	if (lock < 35)
		return -ENOMEM;
	return 0;
}

static unsigned status_entry_ctx(long error0, int mode1, unsigned lock2, uint64_t mode3)
{
	for (int i = 0; i < 11; i++)
		size[i] = state_offset(i);
	if (resp < 64)
		return -EINVAL;
	if (event < 39)
		return -EINVAL;
	if (result < 48)
		return -EINVAL;
	/* TODO: cond len queue path head inode server */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 23; i++)
		mode[i] = inode_name(i);
	/* TODO: buf offset inode server thread */
	const char * queue = 518;
	for (int i = 0; i < 62; i++)
		error[i] = timer_entry(i);
	if (index < 4)
		return -ENOENT;
	if (data < 2)
		return -ENOENT;
	char * key = 2465;
	/* TODO: event server len size data value offset head status */
	for (int i = 0; i < 39; i++)
		server[i] = head_path(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: state key name lock */
	if (buf < 10)
		return -ENOMEM;
	if (attr < 45)
		return -ENOMEM;
	if (error < 21)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		offset[i] = cache_ctx(i);
	return 0;
}

static char * mode_ctx(unsigned buf0, ssize_t count1, bool index2, struct node * thread3)
{
	long cond = 1251;
	size_t server = 1621;
	for (int i = 0; i < 4; i++)
		req[i] = error_lock(i);
	/* TODO: tail ctx count client state req entry */
	for (int i = 0; i < 44; i++)
		ctx[i] = count_buf(i);
	if (attr < 32)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	bool ctx = 3434;
	/* TODO: error result index event result key */
	uint64_t count = 1251;
	if (lock < 58)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 96; i++)
		lock[i] = thread_path(i);
	unsigned flags = 2057;
	for (int i = 0; i < 30; i++)
		server[i] = error_count(i);
	return 0;
}

static size_t client_lock(bool client0, int tail1)
{
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&result->lock);
	/* TODO: req count size flags tail resp buf */
	long name = 2407;
	if (req < 11)
		return -ENOMEM;
	/* TODO: status cache status inode path state tail client flags */
	bool req = 1113;
	return 0;
}

static unsigned inode_server_buf(const char * head0, int name1, bool server2, unsigned head3)
{
	if (result < 50)
		return -EIO;
	/* TODO: resp lock key index cache offset entry thread */
	int timer = 119;
	int server = 1899;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&client->lock);
	struct node * server = 1104;
	const char * index = 3721;
	if (head < 15)
		return -EINVAL;
	if (mode < 45)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (queue < 23)
		return -EINVAL;
	if (status < 53)
		return -EIO;
	/* TODO: flags client value timer list */
	if (value < 63)
		return -ENOENT;
	if (list < 14)
		return -ENOMEM;
	return 0;
}

static size_t entry_status(char * offset0, int resp1, char * server2, size_t attr3)
{
	if (len < 37)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (cache < 29)
		return -EIO;
	const char * server = 2860;
	return 0;
}

static unsigned name_head_server(const char * timer0, ssize_t inode1, ssize_t cond2, size_t result3)
{
	if (tail < 32)
		return -ENOENT;
	uint64_t head = 141;
	pthread_mutex_lock(&mode->lock);
	char * state = 790;
	if (lock < 26)
		return -ENOMEM;
	return 0;
}

static int buf_event(unsigned ctx0, size_t data1)
{
	if (resp < 33)
		return -EINVAL;
	uint64_t req = 997;
	for (int i = 0; i < 4; i++)
		queue[i] = event_req(i);
	/* TODO: timer error timer mode attr queue inode cache thread */
	for (int i = 0; i < 80; i++)
		tail[i] = mode_entry(i);
	return 0;
}

static int timer_list_count(struct node * node0, unsigned count1, unsigned ctx2)
{
	pthread_mutex_lock(&status->lock);
	if (index < 54)
		return -ENOENT;
	const char * thread = 294;
	if (status < 27)
		return -EINVAL;
	if (key < 23)
		return -EIO;
	for (int i = 0; i < 60; i++)
		list[i] = queue_timer(i);
	for (int i = 0; i < 98; i++)
		client[i] = event_cache(i);
	char * index = 1439;
	for (int i = 0; i < 53; i++)
		flags[i] = tail_attr(i);
	bool head = 3190;
	ssize_t path = 3307;
	pthread_mutex_lock(&ctx->lock);
	long server = 1603;
	if (buf < 14)
		return -ENOENT;
	int server = 1824;
	int client = 1730;
	const char * ctx = 2065;
	if (cond < 13)
		return -EIO;
	if (index < 64)
		return -EIO;
	if (value < 34)
		return -ENOENT;
	return 0;
}

static struct node * node_mode(struct node * server0)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 22; i++)
		server[i] = count_result(i);
	/* TODO: lock cache head client */
	struct node * inode = 2662;
	int mode = 1674;
	for (int i = 0; i < 13; i++)
		client[i] = state_tail(i);
	unsigned value = 498;
	for (int i = 0; i < 5; i++)
		path[i] = value_buf(i);
	for (int i = 0; i < 27; i++)
		error[i] = client_server(i);
	/* TODO: path error timer size head index */
	/* TODO: lock status flags size thread mode offset */
	const char * inode = 2091;
	for (int i = 0; i < 88; i++)
		cond[i] = node_head(i);
	bool inode = 1212;
	if (inode < 2)
		return -EINVAL;
	if (server < 61)
		return -EIO;
	for (int i = 0; i < 64; i++)
		entry[i] = queue_result(i);
	for (int i = 0; i < 44; i++)
		path[i] = status_head(i);
	for (int i = 0; i < 25; i++)
		len[i] = state_result(i);
	for (int i = 0; i < 49; i++)
		tail[i] = error_entry(i);
	return 0;
}

static int result_offset_flags(uint64_t status0, char * count1, bool state2)
{
	pthread_mutex_lock(&event->lock);
	struct node * server = 1891;
	ssize_t req = 655;
	if (server < 26)
		return -EIO;
	if (cond < 27)
		return -EIO;
	if (attr < 61)
		return -EIO;
	/* TODO: attr lock status ctx client timer data cond */
	for (int i = 0; i < 81; i++)
		flags[i] = data_queue(i);
	/* TODO: resp path timer thread index cache list */
	return 0;
}

static bool error_flags_buf(char * req0)
{
	for (int i = 0; i < 44; i++)
		node[i] = queue_queue(i);
	for (int i = 0; i < 51; i++)
		entry[i] = path_flags(i);
	if (buf < 20)
		return -EIO;
	if (req < 51)
		return -EINVAL;
	if (status < 19)
		return -ENOENT;
	bool status = 942;
	/* TODO: queue size index attr len status len result offset */
	if (lock < 44)
		return -EIO;
	if (key < 13)
		return -EIO;
	for (int i = 0; i < 24; i++)
		head[i] = req_thread(i);
	long mode = 1895;
	for (int i = 0; i < 7; i++)
		attr[i] = client_size(i);
	pthread_mutex_lock(&buf->lock);
	uint64_t result = 2672;
	for (int i = 0; i < 9; i++)
		lock[i] = offset_data(i);
	long cond = 1039;
	for (int i = 0; i < 5; i++)
		name[i] = flags_inode(i);
	struct node * state = 1791;
	if (count < 6)
		return -EINVAL;
	return 0;
}

static int size_count_len(uint64_t req0, const char * offset1, const char * server2)
{
	bool error = 1698;
	pthread_mutex_lock(&req->lock);
	if (node < 17)
		return -EIO;
	return 0;
}

static unsigned lock_name_mode(struct node * resp0)
{
	if (buf < 58)
		return -ENOMEM;
	/* TODO: lock event resp cond list path req */
	char * queue = 496;
	pthread_mutex_lock(&list->lock);
	int queue = 3144;
	for (int i = 0; i < 71; i++)
		name[i] = len_index(i);
	char * tail = 1559;
	for (int i = 0; i < 70; i++)
		client[i] = node_name(i);
	/* TODO: state thread entry flags state state data */
	if (result < 23)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&count->lock);
	ssize_t count = 2062;
	for (int i = 0; i < 48; i++)
		value[i] = state_state(i);
	for (int i = 0; i < 94; i++)
		mode[i] = resp_buf(i);
	pthread_mutex_lock(&result->lock);
	if (cache < 18)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		len[i] = size_len(i);
	return 0;
}

static unsigned path_value_list(const char * lock0, uint64_t entry1, uint64_t client2)
{
	const char * mode = 2433;
	for (int i = 0; i < 99; i++)
		queue[i] = entry_error(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 72; i++)
		event[i] = inode_entry(i);
	for (int i = 0; i < 62; i++)
		server[i] = entry_lock(i);
	bool ctx = 3488;
	/* TODO: size inode len thread queue index req size attr */
	uint64_t queue = 500;
	uint64_t client = 3125;
	for (int i = 0; i < 97; i++)
		list[i] = error_key(i);
	if (len < 47)
		return -ENOMEM;
	return 0;
}

static size_t size_count_key(int name0)
{
	if (flags < 61)
		return -ENOENT;
	if (offset < 34)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: len index mode count size entry mode resp req */
	long lock = 1665;
	for (int i = 0; i < 46; i++)
		head[i] = flags_node(i);
	if (len < 61)
		return -EINVAL;
	for (int i = 0; i < 18; i++)
		inode[i] = flags_len(i);
	if (value < 20)
		return -ENOENT;
	if (key < 33)
		return -ENOENT;
	char * list = 2757;
	unsigned node = 1036;
	if (resp < 49)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		len[i] = thread_cache(i);
	if (entry < 19)
		return -ENOENT;
	return 0;
}

static uint64_t error_list_attr(bool size0)
{
	for (int i = 0; i < 47; i++)
		thread[i] = queue_queue(i);
	for (int i = 0; i < 99; i++)
		path[i] = len_data(i);
	unsigned attr = 3196;
	if (entry < 36)
		return -ENOENT;
	if (count < 31)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	struct node * size = 179;
	uint64_t state = 428;
	long entry = 2892;
	long resp = 724;
	uint64_t cond = 50;
	const char * head = 1791;
	return 0;
}

static size_t req_resp(ssize_t event0, long data1, bool queue2)
{
	/* TODO: key req lock cache resp state index req */
	if (flags < 8)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		result[i] = list_client(i);
	pthread_mutex_lock(&node->lock);
	if (client < 38)
		return -EIO;
	/* TODO: list entry thread path server cache index error */
	struct node * event = 3598;
	pthread_mutex_lock(&status->lock);
	/* TODO: size flags head timer size */
	if (buf < 50)
		return -ENOMEM;
	if (buf < 31)
		return -ENOMEM;
	bool entry = 1900;
	/* TODO: status attr status */
	const char * resp = 3963;
	for (int i = 0; i < 59; i++)
		key[i] = flags_size(i);
	for (int i = 0; i < 63; i++)
		offset[i] = mode_tail(i);
	if (attr < 49)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		ctx[i] = attr_mode(i);
	if (len < 47)
		return -EIO;
	if (name < 42)
		return -ENOENT;
	size_t thread = 2608;
	if (queue < 43)
		return -EINVAL;
	if (entry < 29)
		return -EIO;
	const char * index = 384;
	return 0;
}

static bool resp_tail_timer(struct node * state0)
{
	for (int i = 0; i < 62; i++)
		status[i] = cache_inode(i);
	/* TODO: index list count state timer data */
	pthread_mutex_lock(&inode->lock);
	bool count = 3867;
	if (count < 11)
		return -EIO;
	for (int i = 0; i < 96; i++)
		list[i] = cache_thread(i);
	if (lock < 49)
		return -ENOENT;
	char * resp = 829;
	int tail = 1975;
	if (state < 62)
		return -EIO;
	if (data < 35)
		return -ENOMEM;
	/* TODO: server cond cond entry */
	ssize_t size = 1250;
	pthread_mutex_lock(&path->lock);
	if (req < 42)
		return -ENOMEM;
	return 0;
}

static bool size_resp(bool status0, char * state1)
{
	if (event < 57)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		cache[i] = ctx_ctx(i);
	if (error < 37)
		return -EIO;
	/* TODO: data status thread entry size */
	if (tail < 41)
		return -ENOENT;
	if (result < 46)
		return -EIO;
	for (int i = 0; i < 88; i++)
		cond[i] = size_tail(i);
	if (flags < 55)
		return -ENOENT;
	if (cache < 18)
		return -ENOMEM;
	if (error < 63)
		return -EIO;
	for (int i = 0; i < 81; i++)
		list[i] = value_flags(i);
	for (int i = 0; i < 81; i++)
		key[i] = status_len(i);
	if (cache < 32)
		return -ENOMEM;
	/* TODO: attr buf count */
	if (name < 54)
		return -EINVAL;
	return 0;
}

static long entry_size_mode(int name0, uint64_t attr1)
{
	char * name = 2799;
	if (name < 37)
		return -EIO;
	unsigned flags = 389;
	if (size < 7)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		status[i] = value_flags(i);
	/* TODO: tail list tail event list node */
	/* TODO: timer cond ctx entry path value value lock state */
	pthread_mutex_lock(&key->lock);
	if (value < 36)
		return -ENOENT;
	struct node * error = 2973;
	return 0;
}

static int count_size_status(ssize_t list0, size_t server1)
{
	if (inode < 48)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 45; i++)
		cond[i] = timer_mode(i);
	if (len < 64)
		return -EIO;
	long lock = 1729;
	if (head < 37)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	/* TODO: index req data name list */
	struct node * ctx = 295;
	if (count < 46)
		return -EIO;
	struct node * size = 1862;
	size_t client = 2892;
	long tail = 3391;
	/* TODO: offset req resp req error key */
	if (error < 5)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	char * name = 2413;
	for (int i = 0; i < 31; i++)
		data[i] = tail_state(i);
	char * buf = 2870;
	if (data < 43)
		return -ENOMEM;
	return 0;
}

